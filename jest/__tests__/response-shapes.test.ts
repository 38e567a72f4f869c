// One contract: every shape the API's OpenAPI reference names is declared in @menu/shared, where the
// remotes read it from the same definition (shared/src/schemas/define.ts); the API only uses it. A shape
// named in api/src would be a second definition of what a screen parses, free to drift. The exceptions are
// answers no screen reads: the operators' health figures and the diagnostic form echo.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const API_ONLY = new Set(['Health', 'MenuCacheFigures', 'ChangeBusFigures', 'ProductTestForm']);
const NAMED = /\.meta\(\s*\{[^}]*\bid:\s*'([^']+)'/g;

function files(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files(full, out);
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

/** The reference names given in a set of sources (`.meta({ id: 'Name' })`), with their file. */
export function namedShapes(sources: Array<{ file: string; text: string }>): Array<{ name: string; file: string }> {
  return sources.flatMap(({ file, text }) => [...text.matchAll(NAMED)].map((m) => ({ name: m[1], file })));
}

const read = (dir: string) =>
  files(path.join(root, dir)).map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }));

describe('response shapes', () => {
  it('finds a named shape in source text', () => {
    const found = namedShapes([
      {
        file: 'x.ts',
        text: "const A = z.object({ a: z.string() }).meta({ id: 'Thing' });\nconst B = z.object({}).meta({ description: 'x', id: 'Other' });",
      },
    ]);
    expect(found.map((s) => s.name)).toEqual(['Thing', 'Other']);
  });

  it('are named in @menu/shared, not in the API (bar the answers no screen reads)', () => {
    const inApi = namedShapes(read('api/src')).filter((s) => !API_ONLY.has(s.name));
    expect(inApi).toEqual([]);
  });

  it('are not written inline in a route of the API either', () => {
    const INLINE = /response:\s*\{[^}]*?\b\d{3}:\s*z\.(object|record)\(/g;
    expect([...'response: { 200: z.object({ moved: z.boolean() }), ...errors }'.matchAll(INLINE)]).toHaveLength(1);
    const inline = read('api/src').flatMap(({ file, text }) => [...text.matchAll(INLINE)].map(() => file));
    expect(inline).toEqual([]);
  });

  it('name every entity of the reference in @menu/shared', () => {
    const names = new Set(namedShapes(read('shared/src')).map((s) => s.name));
    // Named through defineEntity/defineShape's first argument as well as .meta().
    for (const m of read('shared/src').flatMap(({ text }) => [
      ...text.matchAll(/define(?:Entity|Shape)\(\s*'([^']+)'/g),
    ]))
      names.add(m[1]);
    for (const name of [
      'Error',
      'User',
      'LoginResponse',
      'Restaurant',
      'Category',
      'Product',
      'ProductVariant',
      'ProductAddon',
      'MenuQrCode',
      'MenuAccessLog',
      'RestaurantHours',
      'SpecialDay',
      'Translation',
      'PublicMenu',
      'UploadedImage',
      'MenuAccessCreated',
      'ProductVariantMove',
    ]) {
      expect([name, names.has(name)]).toEqual([name, true]);
    }
  });
});
