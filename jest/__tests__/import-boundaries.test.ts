// The import-boundary rule of the root lint setup, proved on snippets: remotes and the public menu import
// only @menu/shared and libraries; the host never imports a remote; api never imports front-end code.
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

async function lint(file: string, code: string): Promise<string[]> {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses a remote importing the host or another remote', async () => {
    expect(await lint('mfe-restaurants/src/x.ts', "import '../../host-shell/src/app/app';\n")).toHaveLength(1);
    expect(await lint('mfe-catalog/src/x.ts', "import '@menu/mfe-restaurants';\n")).toHaveLength(1);
    expect(await lint('public-menu/src/x.ts', "import '../../mfe-qr/src/y';\n")).toHaveLength(1);
  });

  it('lets a remote import @menu/shared and libraries', async () => {
    expect(await lint('mfe-restaurants/src/x.ts', "import { tr } from '@menu/shared';\nimport { Button } from 'antd';\nexport const a = [tr, Button];\n")).toEqual([]);
  });

  it('refuses the host importing a remote by source', async () => {
    expect(await lint('host-shell/src/x.ts', "import '../../mfe-users/src/exposes/users-screen';\n")).toHaveLength(1);
  });

  it('refuses api importing front-end code or the browser part of @menu/shared', async () => {
    expect(await lint('api/src/x.ts', "import 'react';\n")).toHaveLength(1);
    expect(await lint('api/src/x.ts', "import { tr } from '@menu/shared';\nexport const a = tr;\n")).toHaveLength(1);
    expect(await lint('api/src/x.ts', "import '../../host-shell/src/app/app';\n")).toHaveLength(1);
    expect(await lint('api/src/x.ts', "import { tr } from '@menu/shared/contract';\nexport const a = tr;\n")).toEqual([]);
  });
});
