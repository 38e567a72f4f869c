// A colour shown as a small square with its hex code (brand colours on cards).
import { Flex, Typography } from 'antd';

export interface ColourSwatchProps {
  colour: string;
  /** What the colour is for ('Ana renk'); read by screen readers and shown as a tooltip. */
  label?: string;
}

export function ColourSwatch({ colour, label }: ColourSwatchProps) {
  const hex = colour.toUpperCase();
  return (
    <Flex align="center" gap={6} title={label ? `${label}: ${hex}` : hex}>
      <span
        role="img"
        aria-label={label ? `${label}: ${hex}` : hex}
        style={{
          width: 18,
          height: 18,
          borderRadius: 4,
          background: colour,
          border: '1px solid rgba(0,0,0,0.12)',
          flex: '0 0 auto',
        }}
      />
      <Typography.Text
        type="secondary"
        aria-hidden
        style={{ fontSize: 12, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
      >
        {hex}
      </Typography.Text>
    </Flex>
  );
}
