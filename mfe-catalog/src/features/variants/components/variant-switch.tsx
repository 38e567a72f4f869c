// A variant's on/off switch for one of its flags (active, its product's default), named for the variant so a
// screen reader tells the cards' and the table's switches apart.
import { tr, type Variant } from '@menu/shared';
import { Switch } from 'antd';

const text = tr.catalog.variants;
export type VariantFlag = 'isActive' | 'isDefault';

interface VariantSwitchProps {
  variant: Variant;
  flag: VariantFlag;
  disabled?: boolean;
  onToggle: (v: Variant, flag: VariantFlag) => void;
}

export function VariantSwitch({ variant: v, flag, disabled, onToggle }: VariantSwitchProps) {
  return (
    <Switch
      size="small"
      checked={v[flag]}
      disabled={disabled}
      onChange={() => onToggle(v, flag)}
      aria-label={flag === 'isActive' ? text.activeAria(v.name) : text.defaultAria(v.name)}
    />
  );
}
