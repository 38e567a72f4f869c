// The drill's app: the API on a fresh fixture database, with the public menu's server renderer taken from
// its source (so /menu/{id} renders real pages whether or not the menu has been built), and a sandbox of
// records made through the API that the generated requests point at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../../src/paths';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import type { Sandbox } from './route-specs';

/**
 * A restaurant with a category, a product and a QR code for `table` (default "1"), each made through `create`
 * (which posts the body and resolves with the new id).
 */
export async function createMenuRecords(
  create: (url: string, payload: Record<string, unknown>) => Promise<number>,
  names: { restaurant: Record<string, unknown>; category: string; product: string; price: number; table?: string },
) {
  const restaurant = await create('/api/restaurants', names.restaurant);
  const category = await create('/api/categories', { restaurantId: restaurant, name: names.category });
  const product = await create('/api/products', {
    restaurantId: restaurant,
    categoryId: category,
    name: names.product,
    price: names.price,
  });
  const qrCode = await create('/api/menuqrcodes', { restaurantId: restaurant, tableNumber: names.table ?? '1' });
  return { restaurant, category, product, qrCode };
}

/** A repository root whose public-menu/dist/server/render.js is the renderer's TypeScript source. */
export function menuRendererRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-fuzz-root-'));
  const dist = path.join(root, 'public-menu', 'dist');
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.copyFileSync(path.join(REPO_ROOT, 'public-menu', 'src', 'index.html'), path.join(dist, 'index.html'));
  const source = path.join(REPO_ROOT, 'public-menu', 'src', 'server', 'render.tsx');
  fs.writeFileSync(path.join(dist, 'server', 'render.js'), `module.exports = require(${JSON.stringify(source)});\n`);
  return root;
}

export interface DrillApp {
  t: TestApp;
  root: string;
  tokens: Record<'super' | 'adminA' | 'managerA' | 'adminB', string>;
  ids: Sandbox;
  close(): Promise<void>;
}

/** The test app with the menu renderer; `close` also removes the renderer's folder. */
export async function createPageTestApp(): Promise<{ t: TestApp; root: string; close(): Promise<void> }> {
  const root = menuRendererRoot();
  // Load shedding answers 503 when the event loop lags, which a busy shared machine causes by itself: this
  // drill is about input, so the thresholds are out of its way (drills/load.mjs covers shedding).
  const t = await createTestApp({
    repoRoot: root,
    overrides: { loadShedding: { maxEventLoopDelay: 3_600_000, maxHeapUsedBytes: Number.MAX_SAFE_INTEGER } },
  });
  return {
    t,
    root,
    async close() {
      await t.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

export async function createDrillApp(): Promise<DrillApp> {
  const { t, root, close } = await createPageTestApp();
  const tokens = {
    super: await t.login('superAdmin'),
    adminA: await t.login('adminA'),
    managerA: await t.login('managerA'),
    adminB: await t.login('adminB'),
  };
  const post = async (url: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await t.request({ method: 'POST', url, payload, token: tokens.super });
    if (res.statusCode !== 201) throw new Error(`sandbox: POST ${url} answered ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const idOf = async (url: string, payload: Record<string, unknown>) => Number((await post(url, payload)).id);

  const { restaurant, category, product, qrCode } = await createMenuRecords(idOf, {
    restaurant: { name: 'Fuzz Lokantası', description: 'Deneme' },
    category: 'Ana Yemekler',
    product: 'Adana Kebap',
    price: 245.5,
    table: 'Masa 1',
  });
  const ids: Sandbox = {
    restaurant,
    category,
    product,
    qrCode,
    variant: await idOf('/api/productvariants', { productId: product, name: 'Büyük boy', priceModifier: 15 }),
    addon: await idOf('/api/productaddons', { restaurantId: restaurant, name: 'Ekstra peynir', price: 12.5 }),
    hours: await idOf('/api/restauranthours', { restaurantId: restaurant, dayOfWeek: 0, isClosed: true }),
    specialDay: await idOf('/api/specialdays', { restaurantId: restaurant, date: '2030-12-31', isClosed: true }),
    translation: await idOf('/api/translations', {
      restaurantId: restaurant,
      languageCode: 'en',
      tableName: 'Products',
      recordId: product,
      fieldName: 'Name',
      translatedText: 'Adana kebab',
    }),
    user: await idOf('/api/users', {
      restaurantId: restaurant,
      firstName: 'Fuzz',
      lastName: 'Yönetici',
      username: 'fuzz-admin',
      email: 'fuzz-admin@example.com',
      passwordHash: 'Güçlü-Parola-42',
      role: 1,
    }),
    accessLog: Number((await post(`/api/menuqrcodes/${qrCode}/access`, {})).logId),
    A: t.restaurants.A,
    B: t.restaurants.B,
    inactive: t.restaurants.inactive,
  };
  return {
    t,
    root,
    tokens,
    ids,
    close,
  };
}
