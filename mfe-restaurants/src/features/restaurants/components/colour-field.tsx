// A brand colour for the form: antd's picker plus the #RRGGBB text, both editing the same value. The text field
// (labelled by the form item) is the control for keyboards and screen readers; the swatch that opens the
// picker is a pointer shortcut to the same value, hidden from assistive technology (a div cannot carry a name).
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
        aria-hidden
      >
        <span
          className="colour-field__swatch"
          title={tr.restaurants.colourAria(label)}
          style={{
            display: 'inline-block',
            width: 32,
            height: 32,
            cursor: 'pointer',
            borderRadius: 6,
            border: '1px solid #d9d9d9',
            background: HEX_COLOUR.test(value) ? value : 'transparent',
          }}
        />
      </ColorPicker>
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
