// The import-boundary rule of the root lint setup, proved on snippets: remotes and the public menu import
// only @menu/shared and libraries; a feature imports no sibling feature; the host never imports a remote;
// api never imports front-end code; bench, drills, e2e and scripts never reach into a package's src.
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
    expect(
      await lint(
        'mfe-restaurants/src/x.ts',
        "import { tr } from '@menu/shared';\nimport { Button } from 'antd';\nexport const a = [tr, Button];\n",
      ),
    ).toEqual([]);
  });

  it('refuses the host importing a remote by source', async () => {
    expect(await lint('host-shell/src/x.ts', "import '../../mfe-users/src/exposes/users-screen';\n")).toHaveLength(1);
  });

  it('refuses api importing front-end code or the browser part of @menu/shared', async () => {
    expect(await lint('api/src/x.ts', "import 'react';\n")).toHaveLength(1);
    expect(await lint('api/src/x.ts', "import { tr } from '@menu/shared';\nexport const a = tr;\n")).toHaveLength(1);
    expect(await lint('api/src/x.ts', "import '../../host-shell/src/app/app';\n")).toHaveLength(1);
    // The menu's light entries are re-exported through the contract as far as the API needs them.
    expect(
      await lint('api/src/x.ts', "import { menuText } from '@menu/shared/menu';\nexport const a = menuText;\n"),
    ).toHaveLength(1);
    expect(
      await lint(
        'api/src/x.ts',
        "import { ALLERGEN_CODES } from '@menu/shared/allergens';\nexport const a = ALLERGEN_CODES;\n",
      ),
    ).toHaveLength(1);
    expect(await lint('api/src/x.ts', "import { tr } from '@menu/shared/contract';\nexport const a = tr;\n")).toEqual(
      [],
    );
  });

  it("refuses a feature importing a sibling feature or the remote's exposes, and lets it import its own files", async () => {
    expect(
      await lint(
        'mfe-catalog/src/features/products/components/x.tsx',
        "import { useCategories } from '../../categories/api/categories-api';\nexport const a = useCategories;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        'mfe-qr/src/features/access-logs/api/x.ts',
        "import { qrKeys } from '../../qr-codes/api/qr-codes';\nexport const a = qrKeys;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        'public-menu/src/features/menu/components/x.tsx',
        "import { lineKey } from '../../cart/cart';\nexport const a = lineKey;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        'mfe-users/src/features/users/components/x.tsx',
        "import Screen from '../../../exposes/users-screen';\nexport const a = Screen;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        'mfe-catalog/src/features/products/components/x.tsx',
        "import { productKeys } from '../api/products-api';\nimport { tr } from '@menu/shared';\nexport const a = [productKeys, tr];\n",
      ),
    ).toEqual([]);
  });

  it("refuses bench, drills, e2e and scripts importing a package's internal files", async () => {
    expect(
      await lint('bench/x.mjs', "import { buildApp } from '../api/src/app.ts';\nexport const a = buildApp;\n"),
    ).toHaveLength(1);
    expect(
      await lint(
        'drills/x.mjs',
        "import { x } from '../mfe-catalog/src/features/products/api/products-api.ts';\nexport const a = x;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lint('e2e/tests/x.ts', "import { tr } from '../../shared/src/strings';\nexport const a = tr;\n"),
    ).toHaveLength(1);
    expect(
      await lint('bench/x.mjs', "import { openDatabase } from '@menu/api/db';\nexport const a = openDatabase;\n"),
    ).toEqual([]);
  });

  it('keeps the public menu on the light entries of @menu/shared (no antd, no zod, no API client)', async () => {
    for (const file of ['public-menu/src/app/x.ts', 'public-menu/src/features/cart/x.ts']) {
      expect(await lint(file, "import { tr } from '@menu/shared';\nexport const a = tr;\n")).toHaveLength(1);
      expect(await lint(file, "import { Button } from 'antd';\nexport const a = Button;\n")).toHaveLength(1);
      expect(
        await lint(file, "import { formatLira } from '@menu/shared/menu';\nexport const a = formatLira;\n"),
      ).toEqual([]);
    }
  });

  it("keeps antd in @menu/shared's ui/ and the toolkit's *.ui parts", async () => {
    const antd = "import { Button } from 'antd';\nexport const a = Button;\n";
    expect(await lint('shared/src/toolkit/data/x.ts', antd)).toHaveLength(1);
    expect(await lint('shared/src/x.ts', antd)).toHaveLength(1);
    expect(await lint('shared/src/toolkit/index.ts', "export * from './records/record-actions.ui';\n")).toHaveLength(1);
    expect(await lint('shared/src/toolkit/lists/x.ui.tsx', antd)).toEqual([]);
    expect(await lint('shared/src/ui/components/x.tsx', antd)).toEqual([]);
  });
});
