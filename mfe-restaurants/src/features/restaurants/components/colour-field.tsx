// A brand colour for the form: antd's picker plus the #RRGGBB text, both editing the same value.
import { HEX_COLOUR, tr } from '@menu/shared';
import { ColorPicker, Input, Space } from 'antd';

export interface ColourFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  label: string;
}

export function ColourField({ id, value = '', onChange, label }: ColourFieldProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <ColorPicker
        value={HEX_COLOUR.test(value) ? value : undefined}
        disabledAlpha
        format="hex"
        onChange={(colour) => onChange?.(colour.toHexString().toUpperCase())}
        aria-label={tr.restaurants.colourAria(label)}
      />
      <Input
        id={id}
        value={value}
        maxLength={7}
        onChange={(e) => onChange?.(e.target.value.toUpperCase())}
        placeholder="#RRGGBB"
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
        autoComplete="off"
      />
    </Space.Compact>
  );
}
