// The diner's menu in the diner's language at phone size: a German phone gets the German page at once (no
// parameter, no Turkish first), Russian and Arabic from ?lang=, no English or Turkish button word where the
// language has its own, counts in the language's plural forms; the choice remembered; the header collapsing to
// one line on scroll, searching from the footer showing the first result, "+ Ekle" on one line in every
// language. Screenshots at 390 and 1280 px in Turkish, German, Russian and Arabic.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import { shot, startSystem, it, type System, staffApi, staffToken } from './support/system';

let system: System;
let restaurantId: number;

let api: ReturnType<typeof staffApi>;

// Content the restaurant translated (the menu offers a language once it has some of its own words in it).
const TRANSLATED = {
  de: { soups: 'Suppen', lentil: 'Rote Linsensuppe' },
  ru: { soups: 'Супы', lentil: 'Суп из красной чечевицы' },
  ar: { soups: 'الشوربات', lentil: 'شوربة العدس الأحمر' },
} as const;

// Button and label words of the other languages that must not show on a page in this one.
const ENGLISH = [
  'Search the menu',
  'Filters',
  'Allergens',
  'Open now',
  'Closed now',
  'Price list',
  'Sold out',
  'View order',
  'Leave out',
  'Language',
  'Vegetarian',
  'Spicy',
  'Privacy notice',
];
const TURKISH = [
  'Menüde ara',
  'Filtreler',
  'Tümü',
  'Alerjenler',
  'Şu an açık',
  'Şu an kapalı',
  'Fiyat listesi',
  'Tükendi',
  'Sepeti Gör',
  'Vejetaryen',
  'KVKK bilgilendirmesi',
];
const ADD_WORDS = { tr: 'Ekle', de: 'Hinzufügen', ru: 'Добавить', ar: 'أضف' } as const;

before(async () => {
  system = await startSystem();
  api = staffApi(system, await staffToken(system));
  const [restaurant] = await api<Array<{ id: number }>>('/api/restaurants');
  restaurantId = restaurant.id;
  const categories = await api<Array<{ id: number; name: string; restaurantId: number }>>(
    `/api/categories?restaurantId=${restaurantId}`,
  );
  const products = await api<Array<{ id: number; name: string; restaurantId: number }>>(
    `/api/products?restaurantId=${restaurantId}`,
  );
  const soups = categories.find((c) => c.name === 'Çorbalar' && c.restaurantId === restaurantId)!;
  const lentil = products.find((p) => p.name === 'Mercimek Çorbası' && p.restaurantId === restaurantId)!;
  for (const [languageCode, words] of Object.entries(TRANSLATED)) {
    await api('/api/Translations', {
      method: 'POST',
      body: JSON.stringify({
        restaurantId,
        languageCode,
        tableName: 'Categories',
        recordId: soups.id,
        fieldName: 'Name',
        translatedText: words.soups,
      }),
    });
    await api('/api/Translations', {
      method: 'POST',
      body: JSON.stringify({
        restaurantId,
        languageCode,
        tableName: 'Products',
        recordId: lentil.id,
        fieldName: 'Name',
        translatedText: words.lentil,
      }),
    });
  }
});
after(async () => {
  await system?.stop();
});

/** A phone (or a laptop) whose browser speaks `locale`. */
async function device(locale: string, width = 390, height = 844) {
  const context = await system.browser.newContext({
    viewport: { width, height },
    locale,
    timezoneId: 'Europe/Istanbul',
    baseURL: system.baseUrl,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

/** Words of `list` that appear on the page as words of their own. */
function foreignWords(text: string, list: readonly string[]): string[] {
  return list.filter((w) =>
    new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  );
}

/** Every "+ add" button of the page on one line, its text not cut. */
async function addButtonsOnOneLine(page: Page): Promise<string[]> {
  return page.$$eval('.add-button', (buttons) =>
    buttons
      .filter((b) => {
        const style = getComputedStyle(b);
        const lines = Math.round(b.getBoundingClientRect().height / parseFloat(style.lineHeight || '20'));
        return b.scrollWidth > b.clientWidth + 1 || (b as HTMLElement).offsetHeight > 48 || lines > 2;
      })
      .map((b) => b.textContent ?? ''),
  );
}

describe('the menu in the diner’s language', () => {
  it('gives a German phone the German page at once, German words only, and remembers a switch to Turkish', async () => {
    const { context, page, errors } = await device('de-DE');
    const response = await page.goto(`/menu/${restaurantId}?table=3`);
    // Rendered German by the server: the page source already is.
    const source = (await response!.text()) as string;
    assert.match(source, /<html lang="de" dir="ltr">/);
    assert.match(source, /Speisekarte durchsuchen/);
    await page.getByRole('searchbox', { name: 'Speisekarte durchsuchen' }).waitFor();
    await page.getByRole('article', { name: TRANSLATED.de.lentil }).waitFor();
    const text = await visibleText(page);
    assert.deepEqual(foreignWords(text, ENGLISH), []);
    assert.deepEqual(foreignWords(text, TURKISH), []);
    assert.deepEqual(await addButtonsOnOneLine(page), []);
    await shot(page, 'menu-de-phone');

    await page.getByRole('button', { name: `${TRANSLATED.de.lentil} hinzufügen` }).click();
    const floating = page.getByRole('button', { name: /Zum Warenkorb/ });
    await floating.getByText('1 Artikel').waitFor();
    assert.match((await floating.textContent()) ?? '', /85,00\s₺/);
    await page.getByRole('button', { name: 'Warenkorb öffnen, 1 Artikel' }).waitFor();
    await floating.click();
    const cart = page.getByRole('dialog', { name: 'Mein Warenkorb' });
    await cart.getByRole('button', { name: 'Dem Kellner zeigen' }).waitFor();
    await shot(page, 'menu-de-phone-cart');
    await cart.getByRole('button', { name: 'Schließen' }).click();

    // The diner picks Turkish: the next visit without ?lang= is Turkish, though the phone still says German.
    await page.getByRole('combobox', { name: /Sprache/ }).selectOption('tr');
    await page.getByRole('searchbox', { name: 'Menüde ara' }).waitFor();
    const again = await page.goto(`/menu/${restaurantId}?table=3`);
    assert.match(await again!.text(), /<html lang="tr" dir="ltr">/);
    await page.getByRole('searchbox', { name: 'Menüde ara' }).waitFor();
    // ?lang= wins over the remembered choice.
    await page.goto(`/menu/${restaurantId}?lang=de`);
    await page.getByRole('searchbox', { name: 'Speisekarte durchsuchen' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the Russian menu with Russian words and counts in Russian plural forms', async () => {
    const { context, page, errors } = await device('tr-TR');
    await page.goto(`/menu/${restaurantId}?lang=ru`);
    await page.getByRole('searchbox', { name: 'Поиск по меню' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    await page.getByRole('article', { name: TRANSLATED.ru.lentil }).waitFor();
    const text = await visibleText(page);
    assert.deepEqual(foreignWords(text, ENGLISH), []);
    assert.deepEqual(foreignWords(text, TURKISH), []);
    assert.deepEqual(await addButtonsOnOneLine(page), []);
    await shot(page, 'menu-ru-phone');
    await page.getByRole('button', { name: `Добавить «${TRANSLATED.ru.lentil}» в заказ` }).click();
    const floating = page.getByRole('button', { name: /Мой заказ/ });
    await floating.getByText('1 позиция').waitFor();
    await page.getByRole('button', { name: `«${TRANSLATED.ru.lentil}»: на одну больше` }).click();
    await floating.getByText('2 позиции').waitFor();
    for (let i = 0; i < 3; i++)
      await page.getByRole('button', { name: `«${TRANSLATED.ru.lentil}»: на одну больше` }).click();
    await floating.getByText('5 позиций').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('lays Arabic out right to left, and shows every language at 390 and 1280 px', async () => {
    for (const lang of ['tr', 'de', 'ru', 'ar'] as const) {
      for (const width of [390, 1280]) {
        const { context, page, errors } = await device('tr-TR', width, width === 390 ? 844 : 900);
        await page.goto(`/menu/${restaurantId}${lang === 'tr' ? '' : `?lang=${lang}`}`);
        await page.locator('.add-button').first().waitFor();
        const html = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
        }));
        assert.deepEqual(html, { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
        assert.equal((await page.locator('.add-button').first().textContent())?.replace(/^\+\s*/, ''), ADD_WORDS[lang]);
        assert.deepEqual(await addButtonsOnOneLine(page), [], `${lang} at ${width} px`);
        if (lang === 'ar') {
          // Right to left: the cart button sits left of the restaurant's name.
          const cart = await page.locator('.cart-button').boundingBox();
          const name = await page.locator('.name').boundingBox();
          assert.ok(cart!.x < name!.x, 'the cart button is on the left in Arabic');
        }
        await shot(page, `menu-${lang}-${width}`);
        assert.deepEqual(errors, []);
        await context.close();
      }
    }
  });
});

describe('the header and search on a phone', () => {
  it('collapses the header to one line on scroll with search and cart at hand, and searching from the footer shows the first result', async () => {
    const { context, page, errors } = await device('tr-TR');
    await page.goto(`/menu/${restaurantId}`);
    const header = page.locator('header.header');
    await page.getByRole('article', { name: 'Mercimek Çorbası' }).waitFor();
    const full = (await header.boundingBox())!.height;
    assert.ok(full > 120, `the full header: ${full} px`);
    // Hydrate (a first touch), then scroll to the footer.
    await page.getByRole('searchbox', { name: 'Menüde ara' }).focus();
    await page.getByRole('searchbox', { name: 'Menüde ara' }).blur();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(
      () => (document.querySelector('header.header') as HTMLElement).getBoundingClientRect().height < 64,
    );
    const compact = (await header.boundingBox())!;
    assert.ok(compact.height < 64, `one line: ${compact.height} px`);
    assert.ok(await page.getByRole('searchbox', { name: 'Menüde ara' }).isVisible());
    assert.ok(await page.getByRole('button', { name: /Sepeti aç/ }).isVisible());
    await shot(page, 'menu-tr-phone-compact-header');

    // Searching down here: the first result is on screen, below the header.
    await page.getByRole('searchbox', { name: 'Menüde ara' }).fill('kebap');
    const first = page.locator('.main .card').first();
    await page.waitForFunction(() => {
      const card = document.querySelector('.main .card');
      const headerBox = document.querySelector('header.header')!.getBoundingClientRect();
      if (!card) return false;
      const box = card.getBoundingClientRect();
      return box.top >= headerBox.bottom - 1 && box.top < window.innerHeight - 80;
    });
    assert.match((await first.getAttribute('aria-labelledby')) ?? '', /^p-\d+$/);
    await shot(page, 'menu-tr-phone-search-from-footer');

    // Back at the top, the header opens again.
    await page.getByRole('searchbox', { name: 'Menüde ara' }).fill('');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => (document.querySelector('header.header') as HTMLElement).getBoundingClientRect().height > 120,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
