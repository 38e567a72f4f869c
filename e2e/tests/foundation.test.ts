// Foundation: sign-in, the admin shell, restaurants end to end, tenant scoping in the browser, a lost
// remote, and one copy of React and of the session store on the page.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import { DEMO_PASSWORD, root, shot, signIn, startSystem, SUPERADMIN, it, type System } from './support/system';

let system: System;
before(async () => {
  system = await startSystem();
});
after(async () => {
  await system?.stop();
});

describe('foundation', () => {
  it('prints the address and the SuperAdmin sign-in details on start', () => {
    assert.match(system.output(), /http:\/\/localhost:\d+/);
    assert.match(system.output(), /superadmin/);
  });

  it('has a brotli and a gzip twin of every built JS/CSS file and sends each with its encoding', async () => {
    // Where each build is served; files under 512 bytes are left alone by shared/precompress.cjs.
    const served: Record<string, string> = {
      'host-shell': '/',
      'public-menu': '/menu/',
      // The remotes from their one declaration.
      ...Object.fromEntries(
        Object.entries(
          JSON.parse(readFileSync(path.join(root, 'shared', 'remotes.json'), 'utf8')) as Record<
            string,
            { folder: string }
          >,
        ).map(([name, r]) => [r.folder, `/remotes/${name}/`]),
      ),
    };
    const get = (url: string, encoding: string) =>
      new Promise<{ status: number; encoding?: string; vary?: string }>((resolve, reject) => {
        http
          .get(`${system.baseUrl}${url}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            res.resume();
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
              }),
            );
          })
          .on('error', reject);
      });
    let checked = 0;
    for (const [bundle, prefix] of Object.entries(served)) {
      const dist = path.join(root, bundle, 'dist');
      const files = readdirSync(dist).filter((f) => /\.(js|css)$/.test(f) && statSync(path.join(dist, f)).size >= 512);
      assert.ok(files.length > 0, `${bundle}: no built files`);
      for (const file of files) {
        assert.ok(
          existsSync(path.join(dist, `${file}.br`)) && existsSync(path.join(dist, `${file}.gz`)),
          `${bundle}/${file} has no .br/.gz`,
        );
        const br = await get(prefix + file, 'gzip, deflate, br');
        const gz = await get(prefix + file, 'gzip');
        assert.deepEqual(
          [br.status, br.encoding, gz.status, gz.encoding],
          [200, 'br', 200, 'gzip'],
          `${prefix}${file}`,
        );
        assert.match(String(br.vary), /accept-encoding/i, `${prefix}${file}`);
        checked += 1;
      }
    }
    assert.ok(checked > 100, `only ${checked} files`);
  });

  it('refuses an empty sign-in and a wrong password with Turkish messages', async () => {
    const { page, context } = await system.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('Lütfen tüm alanları doldurun').waitFor();
    await page.getByLabel('Kullanıcı adı').fill(SUPERADMIN.username);
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('alert').filter({ hasText: 'hatalı' }).waitFor();
    await shot(page, 'login-desktop');
    await context.close();
  });

  it('draws the sign-in form before its scripts run, and fetches the portal once the user turns to it', async () => {
    // Without JavaScript the page still shows the whole form: it is HTML from the build, not drawn by a script.
    const noScript = await system.browser.newContext({
      javaScriptEnabled: false,
      baseURL: system.baseUrl,
      locale: 'tr-TR',
    });
    const still = await noScript.newPage();
    await still.goto('/login');
    await still.getByRole('heading', { name: 'Yönetim Paneline Giriş' }).waitFor();
    await still.getByLabel('Kullanıcı adı').waitFor();
    await still.getByLabel('Şifre', { exact: true }).waitFor();
    assert.equal(await still.getByRole('button', { name: 'Giriş Yap' }).isDisabled(), true);
    // Its whole stylesheet came with it: the fields sit inside the card, the page has no stray margin.
    for (const width of [390, 1366]) {
      await still.setViewportSize({ width, height: 844 });
      const layout = await still.evaluate(() => {
        const card = document.querySelector('.login__card')!.getBoundingClientRect();
        const fields = Array.from(document.querySelectorAll('.login__input, .login__submit'), (el) =>
          el.getBoundingClientRect(),
        );
        return {
          inside: fields.every((f) => f.left >= card.left && f.right <= card.right),
          margin: getComputedStyle(document.body).marginTop,
          font: getComputedStyle(document.body).fontFamily,
        };
      });
      assert.deepEqual(
        { inside: layout.inside, margin: layout.margin },
        { inside: true, margin: '0px' },
        `at ${width} px`,
      );
      assert.match(layout.font, /system-ui/);
    }
    await noScript.close();

    const { page, context } = await system.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Giriş Yap' }).and(page.locator(':enabled')).waitFor();
    await page.waitForLoadState('networkidle');
    // The sign-in page alone: its one small script, no federation runtime, no antd, nothing of the portal yet.
    const scripts = requested.filter((p) => p.endsWith('.js'));
    assert.equal(scripts.length, 1, scripts.join(' '));
    assert.match(scripts[0], /^\/sign-in\.[0-9a-f]{8}\.js$/);
    // Focusing the form fetches the portal's files (entry, shell, shared libraries), each a real file.
    await page.getByLabel('Kullanıcı adı').fill(SUPERADMIN.username);
    const hinted = await page
      .locator('link[rel=prefetch]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    assert.ok(
      hinted.some((href) => /\/main\.[0-9a-f]{8}\.js$/.test(href)),
      hinted.join(' '),
    );
    assert.ok(
      hinted.some((href) => /\/shell\.[0-9a-f]{8}\.js$/.test(href)),
      hinted.join(' '),
    );
    for (const href of hinted) assert.equal((await page.request.get(href)).status(), 200, href);
    await page.getByLabel('Şifre', { exact: true }).fill(SUPERADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('Giriş başarılı! Yönlendiriliyorsunuz...').waitFor();
    await page.getByText('Tüm restoranları yönetin').waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    // A signed-in user who opens /login again goes on to the portal.
    await page.goto('/login');
    await page.getByText('Tüm restoranları yönetin').waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await context.close();
  });

  it('lets the SuperAdmin manage restaurants completely', async () => {
    const { page, context } = await system.newPage();
    await signIn(page, SUPERADMIN.username, SUPERADMIN.password);
    await page
      .getByText('Giriş başarılı')
      .waitFor()
      .catch(() => undefined);
    await page.getByText('Tüm restoranları yönetin').waitFor();
    await page.getByText('Lezzet Durağı').first().waitFor();
    await shot(page, 'restaurants-superadmin-desktop');

    // Invalid input: the form shows the spec's messages and nothing is saved.
    await page.getByRole('button', { name: 'Yeni Restoran' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('E-posta').fill('gecersiz');
    await drawer.getByLabel('Web sitesi').fill('javascript:alert(1)');
    await drawer.getByRole('button', { name: 'Kaydet' }).click();
    await drawer.getByText('Restoran adı zorunludur').waitFor();
    await drawer.getByText('Geçerli bir email adresi girin').waitFor();
    await drawer.getByText('Geçerli bir website adresi girin').waitFor();
    await shot(page, 'restaurant-form-errors-desktop');

    // Create.
    await drawer.getByLabel('Restoran adı').fill('  Deniz Kenarı Balık  ');
    await drawer.getByLabel('E-posta').fill('info@denizkenari.com.tr');
    await drawer.getByLabel('Web sitesi').fill('denizkenari.com.tr');
    await drawer.getByLabel('Adres').fill('Kordon Boyu 12, Alsancak / İzmir');
    await drawer.getByRole('button', { name: 'Kaydet' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Deniz Kenarı Balık' });
    await card.waitFor();
    assert.match(await card.innerText(), /Aktif/);
    assert.match(await card.innerText(), /info@denizkenari\.com\.tr/);

    // Edit.
    await page.getByRole('button', { name: 'Deniz Kenarı Balık restoranını düzenle' }).click();
    await page.getByRole('dialog').getByLabel('Açıklama').fill('Günlük taze balık ve meze');
    await page.getByRole('dialog').getByRole('button', { name: 'Güncelle' }).click();
    await card.getByText('Günlük taze balık ve meze').waitFor();

    // Toggle.
    await page.getByRole('button', { name: 'Deniz Kenarı Balık restoranını yayından kaldır' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yayından kaldır' }).click();
    await card.getByText('Pasif').waitFor();

    // Survives a reload exactly as saved.
    await page.reload();
    await page.getByRole('listitem').filter({ hasText: 'Deniz Kenarı Balık' }).getByText('Pasif').waitFor();

    // Delete, with the spec's confirmation.
    await page.getByRole('button', { name: 'Deniz Kenarı Balık restoranını sil' }).click();
    await page.getByText('Bu restoranı silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Deniz Kenarı Balık' }).waitFor({ state: 'detached' });

    // Sign out.
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL('**/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('authToken')), null);
    await context.close();
  });

  it('shows the demo Admin only its own restaurant', async () => {
    const { page, context } = await system.newPage();
    await signIn(page, 'demo-admin', DEMO_PASSWORD);
    await page.getByText('Kendi restoranınızı yönetin').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Lezzet Durağı' }).waitFor();
    assert.equal(await page.locator('[role="list"][aria-label="Restoranlar"] > *').count(), 1);
    assert.equal(await page.getByText('Ege Sofrası').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Yeni Restoran' }).count(), 0);
    await shot(page, 'restaurants-admin-desktop');
    await context.close();
  });

  it('keeps the shell working when the restaurants remote is unreachable, and recovers on retry', async () => {
    const { page, context } = await system.newPage();
    await page.route('**/remotes/restaurants/**', (route) => route.abort());
    await signIn(page, SUPERADMIN.username, SUPERADMIN.password);
    await page.getByText('Bu bölüm yüklenemedi').waitFor();
    await shot(page, 'remote-error-desktop');
    // The rest of the shell still works: another tab opens.
    await page.getByRole('button', { name: 'Çıkış Yap' }).isVisible();
    await page.unroute('**/remotes/restaurants/**');
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await page.getByText('Tüm restoranları yönetin').waitFor();
    await context.close();
  });

  it('keeps the session in memory and an HttpOnly cookie: a reload stays signed in, signing out ends the token', async () => {
    const { page, context } = await system.newPage();
    const tokens: string[] = [];
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (auth?.startsWith('Bearer ')) tokens.push(auth.slice(7));
    });
    await signIn(page, SUPERADMIN.username, SUPERADMIN.password);
    await page.getByText('Tüm restoranları yönetin').waitFor();

    // Nothing a script can read holds a session.
    const storage = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      cookies: document.cookie,
    }));
    assert.deepEqual(storage, { local: [], session: [], cookies: '' });
    const [cookie] = (await context.cookies()).filter((c) => c.name.includes('refresh'));
    assert.ok(cookie, 'a refresh cookie is set');
    assert.deepEqual(
      { httpOnly: cookie.httpOnly, secure: cookie.secure, sameSite: cookie.sameSite, path: cookie.path },
      { httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth' },
    );

    // A reload keeps the user signed in, through the cookie (rotated on the way).
    await page.reload();
    await page.getByText('Tüm restoranları yönetin').waitFor();
    const [rotated] = (await context.cookies()).filter((c) => c.name.includes('refresh'));
    assert.notEqual(rotated.value, cookie.value);

    // Signing out revokes the session: the last token the page used answers 401, and a reload shows the sign-in page.
    const lastToken = tokens.at(-1)!;
    assert.equal(
      (await fetch(`${system.baseUrl}/api/auth/verify`, { headers: { authorization: `Bearer ${lastToken}` } })).status,
      200,
    );
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL('**/login');
    assert.equal((await loggedOut).status(), 204);
    assert.equal(
      (await fetch(`${system.baseUrl}/api/auth/verify`, { headers: { authorization: `Bearer ${lastToken}` } })).status,
      401,
    );
    await page.goto('/');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('has exactly one React and one session store on the page', async () => {
    const { page, context } = await system.newPage();
    await page.addInitScript(() => {
      const renderers: unknown[] = [];
      (window as unknown as Record<string, unknown>).__RENDERERS__ = renderers;
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        checkDCE() {},
      };
    });
    await signIn(page, SUPERADMIN.username, SUPERADMIN.password);
    await page.getByText('Tüm restoranları yönetin').waitFor();
    const counts = await page.evaluate(() => ({
      reactDom: ((window as unknown as Record<string, unknown[]>).__RENDERERS__ ?? []).length,
      stores: (globalThis as unknown as Record<string, number>).__MENU_SESSION_STORES__,
    }));
    assert.deepEqual(counts, { reactDom: 1, stores: 1 });
    await context.close();
  });

  it('works at phone width with the mobile menu', async () => {
    const { page, context } = await system.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await shot(page, 'login-phone');
    await signIn(page, SUPERADMIN.username, SUPERADMIN.password);
    await page.getByText('Tüm restoranları yönetin').waitFor();
    await shot(page, 'restaurants-phone');
    await page.getByRole('button', { name: 'Menüyü aç/kapat' }).click();
    await page.getByRole('dialog').getByText('Kullanıcılar').waitFor();
    await shot(page, 'menu-phone');
    await context.close();
  });
});
