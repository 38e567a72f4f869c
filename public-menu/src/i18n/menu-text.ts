// The shape of the menu's own words: the Turkish catalogue's keys, each a string, a list or a function that
// writes one. Its own module, so the Turkish entry (ui-text.ts) and the foreign words (foreign-text.ts, loaded
// on demand) both depend on it and not on each other.
import type { menuText } from '@menu/shared/menu';

type Widen<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : T[K] extends readonly string[] ? readonly string[] : string };
export type MenuText = Widen<typeof menuText>;
