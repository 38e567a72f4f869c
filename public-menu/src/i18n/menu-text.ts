// The shape of the menu's own words: the Turkish catalogue's keys, each a string, a list, a record of names or a
// function that writes one. Its own module, so the Turkish entry (ui-text.ts) and each language's words
// (words/<code>.ts, loaded on demand) depend on it and not on each other.
import type { menuText } from '@menu/shared/menu';

type Widen<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends readonly string[]
      ? readonly string[]
      : T[K] extends string
        ? string
        : { readonly [P in keyof T[K]]: string };
};
export type MenuText = Widen<typeof menuText>;
