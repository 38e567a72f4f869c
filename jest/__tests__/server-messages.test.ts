// One server message catalogue: every Turkish sentence the API sends is written once. A sentence
// used in two places of api/src comes from @menu/shared's serverText (or the API's ERRORS table, or a
// constant of its module) instead of being typed again; demo data (api/src/seed) is not a message.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const TURKISH = /[çğıöşüÇĞİÖŞÜ]/;
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|`([^`$]*)`/g;

function files(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'seed') files(full, out);
    } else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

/** Turkish sentences written as string literals, with where each is written. */
export function turkishLiterals(sources: Array<{ file: string; text: string }>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file, text } of sources) {
    text.split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const match of line.matchAll(LITERAL)) {
        const value = match[1] ?? match[2] ?? '';
        // A message: Turkish letters and at least two words (not a regular expression or a single letter).
        if (!TURKISH.test(value) || !/\p{L}+\s+\p{L}+/u.test(value)) continue;
        found.set(value, [...(found.get(value) ?? []), `${path.relative(root, file)}:${i + 1}`]);
      }
    });
  }
  return found;
}

describe('server messages', () => {
  it('finds a sentence written twice (the check itself)', () => {
    const twice = turkishLiterals([
      { file: 'a.ts', text: "throw createError('NOT_FOUND', 'Restoran bulunamadı');" },
      {
        file: 'b.ts',
        text: "const m = 'Restoran bulunamadı';\n// 'Restoran bulunamadı' in a comment\nconst r = /ı/g;",
      },
    ]);
    expect(twice.get('Restoran bulunamadı')).toEqual(['a.ts:1', 'b.ts:1']);
    expect(twice.size).toBe(1);
  });

  it('writes each Turkish sentence of api/src once', () => {
    const sources = files(path.join(root, 'api', 'src')).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
    const literals = turkishLiterals(sources);
    expect(literals.size).toBeGreaterThan(150);
    const repeated = [...literals]
      .filter(([, places]) => places.length > 1)
      .map(([text, places]) => `${text} (${places.join(', ')})`);
    expect(repeated).toEqual([]);
  });
});
