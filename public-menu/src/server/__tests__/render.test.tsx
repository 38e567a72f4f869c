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

  it('names the API origin when the menu is served from another one', () => {
    expect(renderMenuPage(menuFixture(), { apiBase: 'https://api.example.com' })).toContain('<meta name="menu-api" content="https://api.example.com">');
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
        hydrateRoot(document.getElementById('root')!, <MenuApp restaurantId={7} initialMenu={menu} />, { onRecoverableError: recoverable });
      });
      await act(async () => new Promise((r) => setTimeout(r, 0)));
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    }
  });
});
