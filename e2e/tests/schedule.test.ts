// Schedule: an owner sets a new restaurant's week, adds a closed special day, and a Manager adds an
// English translation (and tries a duplicate) for a demo product; screenshots at desktop and phone width.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  chooseOption,
  DEMO_PASSWORD,
  root,
  settled,
  settleDialogs,
  shot,
  signIn,
  startSystem,
  SUPERADMIN,
  it,
  type System,
} from './support/system';

let system: System;
const RESTAURANT = 'Bahçe Kafe';
const nextYear = new Date().getFullYear() + 1;

before(async () => {
  system = await startSystem();
  // A restaurant without hours, so the week can be set from scratch.
  const login = await fetch(`${system.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUPERADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${system.baseUrl}/api/restaurants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: RESTAURANT, address: 'Moda, Kadıköy' }),
  });
  assert.equal(res.status, 201);
});
after(async () => {
  await system?.stop();
});

/** What the screen shows right now (an open drawer), not the whole page behind it. */
async function viewShot(page: Page, name: string) {
  await settleDialogs(page);
  await page.screenshot({ path: path.join(root, 'e2e', 'artifacts', `${name}.png`) });
}

async function pick(page: Page, label: string, option: string) {
  await settled(page.getByRole('dialog'));
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await chooseOption(page, option);
  // The select shows what was chosen before the test types on.
  await page.getByRole('dialog').locator('.ant-select').filter({ hasText: option }).first().waitFor();
}

describe('schedule', () => {
  it('sets the week of a new restaurant, Monday to Sunday with Sunday closed', async () => {
    const { page, context } = await system.newPage();
    await signIn(page, SUPERADMIN.username, SUPERADMIN.password);
    await page.goto('/hours');
    await page.getByRole('heading', { name: 'Çalışma Saatleri' }).waitFor();
    // The demo restaurants already have their weeks.
    await page.getByRole('article').first().waitFor();

    // Validation messages in the red banner, nothing saved.
    await page.getByRole('button', { name: 'Yeni Çalışma Saati' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Restoran seçimi zorunludur' }).waitFor();
    await pick(page, 'Restoran', RESTAURANT);
    await dialog.getByLabel('Açılış saati').fill('18:00');
    await dialog.getByLabel('Kapanış saati').fill('09:00');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Kapanış saati açılış saatinden sonra olmalıdır' }).waitFor();
    await viewShot(page, 'schedule-hours-form-errors-desktop');

    // Monday to Saturday open (the form suggests the next day without hours), Sunday closed.
    for (let i = 0; i < 6; i++) {
      if (i > 0) {
        await page.getByRole('button', { name: 'Yeni Çalışma Saati' }).click();
        await pick(page, 'Restoran', RESTAURANT);
      }
      await dialog.getByLabel('Açılış saati').fill('09:00');
      await dialog.getByLabel('Kapanış saati').fill(i >= 4 ? '23:30' : '22:00');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: 'Yeni Çalışma Saati' }).click();
    await pick(page, 'Restoran', RESTAURANT);
    await dialog.getByRole('checkbox', { name: 'Kapalı (bütün gün)' }).check();
    await dialog.getByLabel('Açılış saati').waitFor({ state: 'detached' }); // the times go once 'closed' is ticked
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel('Restoran filtresi').click();
    await chooseOption(page, RESTAURANT);
    const list = page.getByRole('list', { name: `Çalışma saatleri: ${RESTAURANT}` });
    await list.getByRole('article').nth(6).waitFor();
    const days = await list.getByRole('heading', { level: 4 }).allInnerTexts();
    assert.deepEqual(days, ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']);
    assert.match(await list.getByRole('article').first().innerText(), /09:00 - 22:00/);
    assert.match(await list.getByRole('article').last().innerText(), /Kapalı/);
    await page.getByText('Haftanın tüm günleri tanımlı').waitFor();
    await shot(page, 'schedule-hours-desktop');

    // A second Monday is refused.
    await page.getByRole('button', { name: 'Yeni Çalışma Saati' }).click();
    await pick(page, 'Restoran', RESTAURANT);
    await pick(page, 'Gün', 'Pazartesi (tanımlı)');
    await dialog.getByRole('checkbox', { name: 'Kapalı (bütün gün)' }).check();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Bu gün için zaten çalışma saati tanımlanmış' }).waitFor();
    await context.close();

    const phone = await system.newPage({ width: 390, height: 844 });
    await signIn(phone.page, SUPERADMIN.username, SUPERADMIN.password);
    await phone.page.goto('/hours');
    await phone.page.getByRole('article').first().waitFor();
    await shot(phone.page, 'schedule-hours-phone');
    await phone.page.getByRole('button', { name: 'Yeni Çalışma Saati' }).click();
    await phone.page.getByRole('dialog').getByLabel('Açılış saati').waitFor();
    await viewShot(phone.page, 'schedule-hours-form-phone');
    await phone.context.close();
  });

  it('adds a closed special day that shows as upcoming', async () => {
    const { page, context } = await system.newPage();
    await signIn(page, SUPERADMIN.username, SUPERADMIN.password);
    await page.goto('/specialdays');
    await page.getByRole('heading', { name: 'Özel Günler' }).waitFor();
    await page.getByRole('article').first().waitFor(); // the demo New Year's Day

    await page.getByRole('button', { name: 'Yeni Özel Gün' }).click();
    const dialog = page.getByRole('dialog');
    await pick(page, 'Restoran', RESTAURANT);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Tarih seçimi zorunludur' }).waitFor();
    await viewShot(page, 'schedule-special-day-form-errors-desktop');

    await dialog.getByLabel('Tarih').click();
    await dialog.getByLabel('Tarih').fill(`01.01.${nextYear}`);
    await dialog.getByLabel('Tarih').press('Enter');
    await dialog.getByLabel('Adı (isteğe bağlı)').fill('Yılbaşı');
    await dialog.getByRole('checkbox', { name: 'Kapalı (bütün gün)' }).check();
    await dialog.getByLabel('Not (isteğe bağlı)').fill('Yeni yılda kapalıyız, 2 Ocak’ta görüşmek üzere.');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('article').filter({ hasText: RESTAURANT });
    await card.waitFor();
    const text = await card.innerText();
    assert.match(text, /Yılbaşı/);
    assert.match(text, new RegExp(`1 Ocak ${nextYear}`));
    assert.match(text, /Kapalı/);
    assert.match(text, /Yaklaşan/);
    await shot(page, 'schedule-special-days-desktop');

    // The same date again for the same restaurant is refused.
    await page.getByRole('button', { name: 'Yeni Özel Gün' }).click();
    await pick(page, 'Restoran', RESTAURANT);
    await dialog.getByLabel('Tarih').click();
    await dialog.getByLabel('Tarih').fill(`01.01.${nextYear}`);
    await dialog.getByLabel('Tarih').press('Enter');
    await dialog.getByRole('checkbox', { name: 'Kapalı (bütün gün)' }).check();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Bu tarih için zaten özel gün tanımlanmış' }).waitFor();
    await context.close();

    const phone = await system.newPage({ width: 390, height: 844 });
    await signIn(phone.page, SUPERADMIN.username, SUPERADMIN.password);
    await phone.page.goto('/specialdays');
    await phone.page.getByRole('article').first().waitFor();
    await shot(phone.page, 'schedule-special-days-phone');
    await phone.context.close();
  });

  it('lets a Manager add an English translation of a demo product, picked by its Turkish name', async () => {
    const { page, context } = await system.newPage();
    await signIn(page, 'demo-manager', DEMO_PASSWORD);
    await page.goto('/translations');
    await page.getByRole('heading', { name: 'Çeviriler' }).waitFor();
    await page.getByRole('article').first().waitFor(); // the demo English names

    await page.getByRole('button', { name: 'Yeni Çeviri' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Kayıt ID zorunludur' }).waitFor();

    // Defaults: English, Products, Name; the only restaurant preselected.
    await dialog.getByText('English (en)').waitFor();
    await dialog.getByLabel('Kayıt', { exact: true }).click();
    await dialog.getByLabel('Kayıt', { exact: true }).fill('urfa');
    await chooseOption(page, /^Urfa Kebap( \(#\d+\))?$/);
    await dialog.getByLabel('Türkçe aslı').filter({ hasText: 'Urfa Kebap' }).waitFor();
    await dialog.getByLabel('Çeviri metni').fill('  Urfa Kebab  ');
    await viewShot(page, 'schedule-translation-form-desktop');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel('Çeviri metni veya kayıt ID ile arayın').fill('URFA');
    const card = page.getByRole('article').filter({ hasText: 'Urfa Kebab' });
    await card.waitFor();
    assert.match(await card.innerText(), /Urfa Kebap/);
    assert.match(await card.innerText(), /Lezzet Durağı/);
    await page.getByText('1 çeviri bulundu').waitFor();
    await shot(page, 'schedule-translations-search-desktop');
    await page.getByLabel('Çeviri metni veya kayıt ID ile arayın').fill('');

    // The same record, language and field again is refused; Arabic is typed right to left.
    await page.getByRole('button', { name: 'Yeni Çeviri' }).click();
    await dialog.getByLabel('Kayıt', { exact: true }).click();
    await dialog.getByLabel('Kayıt', { exact: true }).fill('urfa');
    await chooseOption(page, /^Urfa Kebap( \(#\d+\))?$/);
    await dialog.getByLabel('Çeviri metni').fill('Urfa');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Bu kayıt için aynı dil ve alan çevirisi zaten mevcut' })
      .waitFor();
    await pick(page, 'Dil', 'العربية (ar)');
    assert.equal(await dialog.getByLabel('Çeviri metni').getAttribute('dir'), 'rtl');
    await dialog.getByLabel('Çeviri metni').fill('كباب أورفا');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const arabic = page.getByRole('article').filter({ hasText: 'كباب أورفا' });
    await arabic.waitFor();
    assert.equal(await arabic.getByText('كباب أورفا').getAttribute('dir'), 'rtl');
    await shot(page, 'schedule-translations-desktop');
    await context.close();

    const phone = await system.newPage({ width: 390, height: 844 });
    await signIn(phone.page, 'demo-manager', DEMO_PASSWORD);
    await phone.page.goto('/translations');
    await phone.page.getByRole('article').first().waitFor();
    await shot(phone.page, 'schedule-translations-phone');
    await phone.page.getByRole('button', { name: 'Yeni Çeviri' }).click();
    await phone.page.getByRole('dialog').getByLabel('Çeviri metni').waitFor();
    await viewShot(phone.page, 'schedule-translation-form-phone');
    await phone.context.close();
  });
});
