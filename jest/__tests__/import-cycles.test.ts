// No import cycles between a package's own files (type imports and lazy imports included): a cycle makes the
// load order matter and hides a missing layer (public-menu's i18n had one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const REMOTE_FOLDERS = Object.values(
  JSON.parse(fs.readFileSync(path.join(root, 'shared', 'remotes.json'), 'utf8')) as Record<string, { folder: string }>,
).map((r) => `${r.folder}/src`);
const PACKAGES = ['api/src', 'shared/src', 'public-menu/src', 'host-shell/src', ...REMOTE_FOLDERS];
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*(?:\/\*.*?\*\/\s*)?['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['__tests__', 'node_modules', 'dist'].includes(entry.name)) sourceFiles(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every cycle of relative imports, as the files along it. */
export function importCycles(files: string[]): string[][] {
  const known = new Set(files);
  const resolve = (from: string, spec: string) =>
    [spec, `${spec}.ts`, `${spec}.tsx`, `${spec}/index.ts`, `${spec}/index.tsx`]
      .map((s) => path.join(path.dirname(from), s))
      .find((c) => known.has(c)) ?? null;
  const graph = new Map(
    files.map((f) => [
      f,
      [...fs.readFileSync(f, 'utf8').matchAll(IMPORT)]
        .map((m) => resolve(f, m[1] ?? m[2]))
        .filter((d): d is string => d !== null),
    ]),
  );
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const dep of graph.get(file) ?? []) {
      if (state.get(dep) === 'open')
        cycles.push([...stack.slice(stack.indexOf(dep)), dep].map((f) => path.relative(root, f)));
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return cycles;
}

describe('import cycles', () => {
  it('finds none in any package', () => {
    expect(importCycles(PACKAGES.flatMap((p) => sourceFiles(path.join(root, p))))).toEqual([]);
  });

  it('would find one (a file pair importing each other, one of them by type only)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycle-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "export type B = string;\nexport const load = () => import('./a');\n");
    try {
      expect(importCycles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')])).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
