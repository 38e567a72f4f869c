// The diner's menu speaks every language a restaurant may translate into (tr, en, de, fr, es, it, ru, ar): each
// language's words are one file (Turkish: @menu/shared's strings/menu.ts; the others:
// public-menu/src/i18n/words/<code>.ts) with every key of the Turkish one. A key added for Turkish and forgotten in
// one language, or a language without its file, fails here.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '../../shared/src/languages';
import { menu as turkish } from '../../shared/src/strings/menu';
import ar from '../../public-menu/src/i18n/words/ar';
import de from '../../public-menu/src/i18n/words/de';
import en from '../../public-menu/src/i18n/words/en';
import es from '../../public-menu/src/i18n/words/es';
import fr from '../../public-menu/src/i18n/words/fr';
import italian from '../../public-menu/src/i18n/words/it';
import ru from '../../public-menu/src/i18n/words/ru';

const root = path.resolve(__dirname, '..', '..');
const wordsDir = path.join(root, 'public-menu', 'src', 'i18n', 'words');

type Words = Record<string, unknown>;
const WORDS: Record<string, unknown> = { en, de, fr, es, it: italian, ru, ar };
const load = (code: string): Words => {
  if (!WORDS[code]) throw new Error(`no words imported for ${code}: add the file to this test`);
  return WORDS[code] as Words;
};

/** Every key path of a words object ("allergens.gluten", "days"), with what kind of value it holds. */
function shape(words: Words, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(words)) {
    const name = prefix + key;
    if (Array.isArray(value)) out.set(name, `list of ${value.length}`);
    else if (value && typeof value === 'object') for (const [k, v] of shape(value as Words, `${name}.`)) out.set(k, v);
    else out.set(name, typeof value);
  }
  return out;
}

const foreign = LANGUAGE_CODES.filter((code) => code !== 'tr');

describe("the menu's words", () => {
  it('has one file for each language besides Turkish, and no other', () => {
    const files = fs
      .readdirSync(wordsDir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual([...foreign].sort());
  });

  it.each(foreign)('%s has every key of the Turkish words, of the same kind, and no key of its own', (code) => {
    const expected = shape(turkish as unknown as Words);
    const actual = shape(load(code));
    const missing = [...expected.keys()].filter((k) => !actual.has(k));
    const extra = [...actual.keys()].filter((k) => !expected.has(k));
    const differing = [...expected].filter(([k, kind]) => actual.has(k) && actual.get(k) !== kind).map(([k]) => k);
    expect({ missing, extra, differing }).toEqual({ missing: [], extra: [], differing: [] });
  });

  it.each(foreign)('%s writes no empty word and no Turkish sentence', (code) => {
    const words = load(code);
    for (const [key, value] of shape(words)) {
      if (value !== 'string') continue;
      const text = key.split('.').reduce<unknown>((o, k) => (o as Words)[k], words) as string;
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    }
    const sample = words as unknown as typeof turkish;
    expect(sample.add).not.toBe(turkish.add);
    expect(sample.showWaiter).not.toBe(turkish.showWaiter);
    expect(sample.price(12.5)).toContain('₺');
    // A button's spoken name holds the word it shows ("+ Hinzufügen": "Rote Linsensuppe hinzufügen").
    expect(sample.addNamed('X').toLocaleLowerCase(sample.locale)).toContain(
      sample.add.toLocaleLowerCase(sample.locale),
    );
  });
});
