// The portal's bundles share a subset of antd (shared/antd-subset.mjs, the target of the 'antd' alias in
// shared/rspack.cjs). A component imported from 'antd' anywhere in the host or a remote but missing from the
// subset would be undefined at run time in the built portal (jest uses the whole antd): this test fails first.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../remotes';

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = ['host-shell', ...Object.values(REMOTES).map((r) => r.folder), 'shared'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

/** Names imported as values from 'antd' (type-only imports vanish in the build). */
function importedFromAntd(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'antd'/g)].flatMap((m) =>
    m[1]
      ? []
      : m[2]
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0]),
  );
}

describe('the shared antd subset', () => {
  const subset = fs.readFileSync(path.join(ROOT, 'shared/antd-subset.mjs'), 'utf8');
  const exported = new Set([...subset.matchAll(/export \{ default as (\w+) \}/g)].map((m) => m[1]));
  const antdIndex = fs.readFileSync(require.resolve('antd/es/index.js', { paths: [ROOT] }), 'utf8');

  it('exports every antd component a source file imports', () => {
    const missing = PACKAGES.flatMap((pkg) => sources(path.join(ROOT, pkg, 'src')))
      .flatMap((file) => importedFromAntd(file).map((name) => ({ name, file: path.relative(ROOT, file) })))
      .filter(({ name }) => !exported.has(name));
    expect(missing).toEqual([]);
  });

  it("takes each component from the same module antd's own index does", () => {
    for (const line of subset.split('\n').filter((l) => l.startsWith('export'))) {
      const original = line.replace(/from 'antd\/es\/([a-z-]+)\/index\.js'/, "from './$1'");
      expect(antdIndex).toContain(original);
    }
    expect(exported.size).toBeGreaterThan(30);
  });
});
