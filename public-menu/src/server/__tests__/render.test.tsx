import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MenuApp } from '../../app/menu-app';
import { loadTexts } from '../../i18n/ui-text';
import { menuFixture } from '../../testing/fixtures';
import { buildId, renderMenuPage, renderNotFoundPage } from '../render';

describe('server render', () => {
  it('renders the whole menu to HTML with the data embedded safely', () => {
    const menu = menuFixture();
    menu.products[0] = { ...menu.products[0], description: '</script><script>alert(1)</script>' };
    const html = renderMenuPage(menu);
    expect(html).toContain('<html lang="tr" dir="ltr">');
    expect(html).toContain('<title>Lezzet Durağı · Menü</title>');
    expect(html).toContain('<h1 class="name">Lezzet Durağı</h1>');
    expect(html).toContain('Mercimek Çorbası');
    expect(html).not.toContain('<script>alert(1)');
    const data = /<script id="menu-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1];
    expect(JSON.parse(data).products[0].description).toBe('</script><script>alert(1)</script>');
    expect(buildId).toMatch(/^[\w-]{10}$/);
  });

  it('renders Arabic right to left with Arabic words', () => {
    const html = renderMenuPage(menuFixture({ language: 'ar', languages: ['tr', 'ar'] }));
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('ابحث في القائمة');
  });

  it('renders German and Russian pages with their own words, title and counts, ready to hydrate without a Turkish word', () => {
    const de = renderMenuPage(menuFixture({ language: 'de', languages: ['tr', 'de'] }));
    expect(de).toContain('<html lang="de" dir="ltr">');
    expect(de).toContain('<title>Lezzet Durağı · Speisekarte</title>');
    expect(de).toContain('placeholder="Gericht suchen …"');
    expect(de).toContain('Hinzufügen');
    expect(de).not.toContain('Menüde ara');
    expect(de).not.toContain('Search the menu');
    const ru = renderMenuPage(menuFixture({ language: 'ru', languages: ['tr', 'ru'] }));
    expect(ru).toContain('<html lang="ru" dir="ltr">');
    expect(ru).toContain('Поиск по меню');
    expect(ru).toContain('Открыть заказ, 0 позиций');
  });

  it('names the API origin when the menu is served from another one', () => {
    expect(renderMenuPage(menuFixture(), { apiBase: 'https://api.example.com' })).toContain(
      '<meta name="menu-api" content="https://api.example.com">',
    );
  });

  it('describes the menu as schema.org JSON-LD naming every product shown with its price in TRY', () => {
    const menu = menuFixture();
    menu.products[0] = { ...menu.products[0], isVegan: true, isGlutenFree: true };
    const html = renderMenuPage(menu, { publicUrl: 'https://menu.example.com' });
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Restaurant', name: 'Lezzet Durağı' });
    expect(ld.hasMenu).toMatchObject({ '@type': 'Menu', url: 'https://menu.example.com/menu/7', inLanguage: 'tr' });
    const items = ld.hasMenu.hasMenuSection.flatMap((s: { '@type': string; name: string; hasMenuItem: unknown[] }) => {
      expect(s['@type']).toBe('MenuSection');
      return s.hasMenuItem;
    });
    // Every product card in the HTML has its item, with the price the card shows.
    const cards = [...html.matchAll(/<h3 class="card-title" id="p-(\d+)"><button[^>]*>([^<]+)<\/button>/g)].map(
      (m) => ({ id: Number(m[1]), name: m[2] }),
    );
    expect(cards).toHaveLength(menu.products.length);
    for (const card of cards) {
      const product = menu.products.find((p) => p.id === card.id)!;
      const item = items.find((i: { name: string }) => i.name === product.name);
      const shown = product.discountedPrice ?? product.price;
      expect(item).toMatchObject({
        '@type': 'MenuItem',
        offers: { '@type': 'Offer', price: shown.toFixed(2), priceCurrency: 'TRY' },
      });
    }
    expect(items.find((i: { name: string }) => i.name === 'Mercimek Çorbası').suitableForDiet).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
    expect(items.find((i: { name: string }) => i.name === 'Köfte').offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('gives JSON-LD the current price alone for a "discount" that is not one (the answer carries it as the price)', () => {
    const menu = menuFixture();
    menu.products = menu.products.map((p) =>
      p.name === 'Yayla Çorbası' ? { ...p, price: 90, discountedPrice: null, referencePrice: null } : p,
    );
    const html = renderMenuPage(menu);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    const items = ld.hasMenu.hasMenuSection.flatMap((s: { hasMenuItem: Array<{ name: string }> }) => s.hasMenuItem);
    expect(items.find((i: { name: string }) => i.name === 'Yayla Çorbası').offers).toEqual({
      '@type': 'Offer',
      price: '90.00',
      priceCurrency: 'TRY',
      availability: 'https://schema.org/InStock',
    });
    expect(html).not.toMatch(/<del[^>]*>(?:(?!<\/del>).)*₺80,00/s);
  });

  it('keeps menu text inside the JSON-LD from closing its script element', () => {
    const menu = menuFixture();
    menu.products[0] = { ...menu.products[0], name: '</script><img src=x onerror=alert(1)>' };
    const html = renderMenuPage(menu);
    expect(html).not.toContain('<img src=x');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld.hasMenu.hasMenuSection[0].hasMenuItem[0].name).toBe('</script><img src=x onerror=alert(1)>');
  });

  it('gives link previews the restaurant name, description and logo, and a canonical URL per language', () => {
    const menu = menuFixture({ language: 'en', languages: ['tr', 'en'] });
    menu.restaurant = { ...menu.restaurant, logo: '/uploads/menu/logo.png' };
    const html = renderMenuPage(menu, { publicUrl: 'https://menu.example.com', assetUrl: 'https://api.example.com' });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<link rel="canonical" href="https://menu.example.com/menu/7?lang=en">');
    // The bare address follows the phone's language: it is the x-default, the Turkish page names itself.
    expect(html).toContain('<link rel="alternate" hreflang="tr" href="https://menu.example.com/menu/7?lang=tr">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://menu.example.com/menu/7?lang=en">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://menu.example.com/menu/7">');
    expect(html).toContain('<meta property="og:title" content="Lezzet Durağı · Menu">');
    expect(html).toContain('<meta property="og:description" content="Kadıköy’de ev yemekleri">');
    expect(html).toContain('<meta property="og:image" content="https://api.example.com/uploads/menu/logo.png">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<meta name="twitter:image" content="https://api.example.com/uploads/menu/logo.png">');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
  });

  it('offers uploaded photos as responsive copies: srcset and sizes per format, width and height, lazy below the top, the first one first', () => {
    const menu = menuFixture();
    const set = (name: string) => ({
      base: `/uploads/menu/0123456789abcdef/${name}.jpg`,
      sizes: [112, 224, 336],
      placeholder: 'linear-gradient(135deg,#8a6b52,#c4a27d)',
    });
    // Eight photographed dishes, so some are below the top of the page.
    const base = menu.products[0];
    menu.products = Array.from({ length: 8 }, (_, i) => ({
      ...base,
      id: 100 + i,
      name: `Yemek ${i}`,
      image: `/uploads/menu/0123456789abcdef/yemek-${i}.jpg`,
      imageSet: set(`yemek-${i}`),
    }));
    const html = renderMenuPage(menu);
    const cards = [...html.matchAll(/<picture class="picture">(.*?)<\/picture>/gs)].map((m) => m[1]);
    expect(cards).toHaveLength(8);
    const first = cards[0];
    expect(first).toMatch(
      /<source type="image\/avif" srcset="\/uploads\/menu\/0123456789abcdef\/yemek-0\.jpg\.s112\.avif 112w, [^"]+\.s224\.avif 224w, [^"]+\.s336\.avif 336w" sizes="96px"/i,
    );
    expect(first).toMatch(
      /<source type="image\/webp" srcset="[^"]+\.s112\.webp 112w, [^"]+\.s224\.webp 224w, [^"]+\.s336\.webp 336w" sizes="96px"/i,
    );
    const img = (card: string) => /<img [^>]*>/.exec(card)![0];
    expect(img(first)).toMatch(/ src="\/uploads\/menu\/0123456789abcdef\/yemek-0\.jpg\.s224\.jpg"/);
    expect(img(first)).toMatch(/ srcset="[^"]+\.s112\.jpg 112w, [^"]+\.s224\.jpg 224w, [^"]+\.s336\.jpg 336w"/i);
    expect(img(first)).toMatch(/ width="96"/);
    expect(img(first)).toMatch(/ height="96"/);
    expect(img(first)).toMatch(/ fetchpriority="high"/);
    expect(img(first)).not.toMatch(/loading=/);
    expect(img(first)).toContain('background-image:linear-gradient(135deg,#8a6b52,#c4a27d)');
    // The top four load at once, the rest only near the viewport; only the first asks to come first.
    expect(cards.slice(1, 4).every((c) => !/loading=/.test(img(c)))).toBe(true);
    expect(cards.slice(4).every((c) => / loading="lazy"/.test(img(c)))).toBe(true);
    expect(cards.slice(1).some((c) => /fetchpriority/.test(c))).toBe(false);
  });

  it('shows an image without copies (a link to elsewhere, or not yet made) as it is, with its size', () => {
    const menu = menuFixture();
    menu.products = menu.products.map((p, i) => ({ ...p, image: `https://cdn.example.com/${i}.jpg` }));
    const html = renderMenuPage(menu);
    expect(html).not.toContain('<picture');
    expect(html).toMatch(
      /<img class="thumb" src="https:\/\/cdn\.example\.com\/0\.jpg" alt="" width="96" height="96" decoding="async" fetchpriority="high"\/?>/,
    );
  });

  it('renders a Turkish not-found page', () => {
    expect(renderNotFoundPage()).toContain('Menü bulunamadı');
  });

  it('hydrates in the browser without a mismatch', async () => {
    for (const language of ['tr', 'en']) {
      const menu = menuFixture({ language });
      const html = renderMenuPage(menu);
      const root = /<div id="root">(.*)<\/div>\s*<script id="menu-data"/s.exec(html)![1];
      document.body.innerHTML = `<div id="root">${root}</div>`;
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const recoverable = jest.fn();
      await loadTexts(language);
      await act(async () => {
        hydrateRoot(document.getElementById('root')!, <MenuApp restaurantId={7} initialMenu={menu} />, {
          onRecoverableError: recoverable,
        });
      });
      await act(async () => new Promise((r) => setTimeout(r, 0)));
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    }
  });
});
