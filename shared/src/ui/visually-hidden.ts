// Text for screen readers only: kept in the accessibility tree, drawn nowhere (the usual clip pattern; display:
// none or visibility: hidden would hide it from screen readers too).
import type { CSSProperties } from 'react';

export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
