// The change trail in the browser: a price change made by the SuperAdmin appears on "Değişiklik geçmişi" in
// words, on a wide screen and on a phone.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { shot, signIn, startSystem, SUPERADMIN, it, type System } from './support/system';

let system: System;
before(async () => {
  system = await startSystem();
});
after(async () => {
  await system?.stop();
});

const SENTENCE = /Mercimek Çorbası'nın fiyatını ₺85,00 → ₺95,00 yaptı/;

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${system.baseUrl}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

describe('change trail', () => {
  it('shows a price change in words on Değişiklik geçmişi, filtered by record kind and on a phone', async () => {
    const login = await api('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: SUPERADMIN.username, password: SUPERADMIN.password }),
    });
    const token = login.body.token as string;
    const products = (await api('/products', { token })).body as Array<Record<string, unknown>>;
    const soup = products.find((p) => p.name === 'Mercimek Çorbası')!;
    assert.equal(soup.price, 85);
    const saved = await api(`/products/${soup.id}`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ ...soup, price: 95 }),
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    const { page } = await system.newPage({ width: 1280 });
    await signIn(page, SUPERADMIN.username, SUPERADMIN.password);
    // At 1280 px the tab may sit in the navigation's overflow menu now that there are more tabs: go by its address.
    await page.goto('/audit');
    await page.getByRole('heading', { name: 'Değişiklik geçmişi' }).waitFor();
    const list = page.getByRole('list', { name: 'Değişiklikler' });
    await list.getByText(SENTENCE).first().waitFor();
    await shot(page, 'audit-desktop');

    // Filtered to products, the row is still there.
    await page.getByRole('combobox', { name: 'Kayıt türü' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Ürün', { exact: true }).click();
    await list.getByText(SENTENCE).first().waitFor();

    const phone = await system.newPage({ width: 390, height: 844 });
    await signIn(phone.page, SUPERADMIN.username, SUPERADMIN.password);
    await phone.page.goto('/audit');
    await phone.page.getByRole('list', { name: 'Değişiklikler' }).getByText(SENTENCE).first().waitFor();
    await shot(phone.page, 'audit-mobile');
  });
});
