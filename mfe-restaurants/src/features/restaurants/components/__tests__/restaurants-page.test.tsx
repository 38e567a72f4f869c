import { sessionStore, tokenStorage } from '@menu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import RestaurantsScreen from '../../../../exposes/restaurants-screen';
import { lezzetDuragi } from '../../../../testing/fixtures';
import { captureDownloads, jsonResponse, makeUser, mockApi, renderWithProviders, signIn } from '@menu/shared/testing';
import { cleanUpAfterEach, fileResponse, renderScreen } from '@menu/shared/testing/screen';

cleanUpAfterEach();

describe('restaurant management screen', () => {
  it('shows a SuperAdmin all restaurants as cards with status, Turkish date and initials, and offers a new one', async () => {
    renderScreen(<RestaurantsScreen />, {
      user: makeUser({ role: 'SuperAdmin' }),
      api: { 'GET /restaurants/by-role': [lezzetDuragi] },
    });

    expect(screen.getByRole('heading', { name: 'Restoran Yönetimi' })).toBeInTheDocument();
    expect(screen.getByText('Tüm restoranları yönetin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni Restoran' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Lezzet Durağı' });
    expect(within(card).getByText('Aktif')).toBeInTheDocument();
    expect(within(card).getByText('LD')).toBeInTheDocument();
    expect(within(card).getByText('Oluşturulma: 5 Ocak 2026')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'info@lezzet.com: Lezzet Durağı restoranına e-posta gönder' }),
    ).toHaveAttribute('href', 'mailto:info@lezzet.com');
    const website = within(card).getByRole('link', { name: /^[^:]+: Lezzet Durağı web sitesini yeni sekmede aç$/ });
    expect(website).toHaveAttribute('href', 'http://www.lezzet.com');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(card).getByRole('button', { name: 'Lezzet Durağı restoranını sil' })).toBeInTheDocument();
    expect(screen.getByText(/Süper Yönetici/)).toBeInTheDocument();
    expect(screen.getByText('1 restoran')).toBeInTheDocument();
  });

  it('downloads the printable price list of an active restaurant under the name the server gives', async () => {
    const download = captureDownloads();
    const { user, calls } = renderScreen(<RestaurantsScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: lezzetDuragi.id }),
      api: {
        'GET /restaurants/by-role': [lezzetDuragi],
        [`GET /restaurants/${lezzetDuragi.id}/price-list.pdf`]: () =>
          fileResponse('%PDF-1.7 test', 'application/pdf', 'fiyat-listesi-lezzet-duragi-2026-11-26.pdf'),
      },
    });
    const card = await screen.findByRole('article', { name: 'Lezzet Durağı' });
    await user.click(
      within(within(card).getByRole('group', { name: 'Fiyat listesi (PDF): Lezzet Durağı' })).getByRole('button', {
        name: 'A4 fiyat listesi',
      }),
    );
    await waitFor(() => expect(download.name).toBe('fiyat-listesi-lezzet-duragi-2026-11-26.pdf'));
    expect(calls.some((c) => c.path === `/restaurants/${lezzetDuragi.id}/price-list.pdf`)).toBe(true);
    expect(await download.blob!.text()).toBe('%PDF-1.7 test');
  });

  it('says so when the price list cannot be made', async () => {
    const { user } = renderScreen(<RestaurantsScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: lezzetDuragi.id }),
      api: {
        'GET /restaurants/by-role': [lezzetDuragi],
        [`GET /restaurants/${lezzetDuragi.id}/price-list.pdf`]: () =>
          jsonResponse(
            { status: 404, title: 'Bulunamadı', message: 'Restoran bulunamadı veya menüsü yayında değil' },
            404,
          ),
      },
    });
    const card = await screen.findByRole('article', { name: 'Lezzet Durağı' });
    await user.click(
      within(within(card).getByRole('group', { name: 'Fiyat listesi (PDF): Lezzet Durağı' })).getByRole('button', {
        name: 'A4 fiyat listesi',
      }),
    );
    expect(
      await screen.findByText('Fiyat listesi indirilemedi: Restoran bulunamadı veya menüsü yayında değil'),
    ).toBeInTheDocument();
  });

  it('prints the door and table layouts, and warns with the changed products and one tap to reprint when the menu changed since', async () => {
    signIn(makeUser({ role: 'Admin', restaurantId: lezzetDuragi.id }));
    let changed = true;
    const calls = mockApi({
      'GET /restaurants/by-role': [lezzetDuragi],
      [`GET /restaurants/${lezzetDuragi.id}/price-list/status`]: () =>
        jsonResponse({
          layouts: [
            { layout: 'door', printedAt: '2026-11-12T09:00:00.000Z' },
            { layout: 'a4', printedAt: '2026-11-01T09:00:00.000Z' },
          ],
          changedSince: changed
            ? [
                {
                  productId: 1,
                  name: 'Mercimek Çorbası',
                  printed: { name: 'Mercimek Çorbası', price: 85, discountedPrice: null },
                  current: { name: 'Mercimek Çorbası', price: 95, discountedPrice: null },
                },
                {
                  productId: 2,
                  name: 'Künefe',
                  printed: null,
                  current: { name: 'Künefe', price: 200, discountedPrice: null },
                },
              ]
            : [],
        }),
      [`GET /restaurants/${lezzetDuragi.id}/price-list.pdf`]: (call) => {
        changed = false;
        return new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="fiyat-listesi-${call.query.get('layout')}.pdf"`,
          },
        });
      },
    });
    const download = captureDownloads();
    const { user } = renderWithProviders(<RestaurantsScreen />);
    const card = await screen.findByRole('article', { name: 'Lezzet Durağı' });
    expect(
      await within(card).findByText('Basılı fiyat listesi güncel değil: 2 ürün değişti (son baskı 12.11.2026)'),
    ).toBeInTheDocument();
    const changes = within(card).getByRole('list', { name: 'Değişen ürünler' });
    expect(within(changes).getByText('Mercimek Çorbası: ₺85,00 → ₺95,00')).toBeInTheDocument();
    expect(within(changes).getByText('Künefe: menüye eklendi')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Kapı listesi (A3) listesini yeniden yazdır' }));
    await waitFor(() => expect(download.name).toBe('fiyat-listesi-door.pdf'));
    expect(await within(card).findByText('Basılı fiyat listeleri güncel (son baskı 12.11.2026)')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Masa listesi (A5)' }));
    await waitFor(() => expect(download.name).toBe('fiyat-listesi-table.pdf'));
    expect(calls.filter((c) => c.path.endsWith('price-list.pdf')).map((c) => c.query.get('layout'))).toEqual([
      'door',
      'table',
    ]);
  });

  it('tells an Admin they manage their own restaurant, without a new-restaurant or delete button', async () => {
    renderScreen(<RestaurantsScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 7 }),
      api: { 'GET /restaurants/by-role': [{ ...lezzetDuragi, isActive: false }] },
    });

    expect(screen.getByText('Kendi restoranınızı yönetin')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Lezzet Durağı' });
    expect(within(card).getByText('Pasif')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Lezzet Durağı restoranını düzenle' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Lezzet Durağı restoranını yayına al' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yeni Restoran' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /restoranını sil/ })).not.toBeInTheDocument();
    // A passive restaurant has no published menu, so no price list.
    expect(within(card).queryByRole('button', { name: /Fiyat listesi \(PDF\)/ })).not.toBeInTheDocument();
  });

  it('shows the empty state when there is no restaurant yet', async () => {
    renderScreen(<RestaurantsScreen />, { user: {}, api: { 'GET /restaurants/by-role': [] } });

    expect(await screen.findByText('Henüz restoran eklenmemiş')).toBeInTheDocument();
    expect(screen.getByText('0 restoran')).toBeInTheDocument();
  });

  it('says the restaurants could not be loaded when the server fails', async () => {
    renderScreen(<RestaurantsScreen />, {
      user: {},
      api: {
        'GET /restaurants/by-role': () =>
          jsonResponse({ status: 500, title: 'Internal', message: 'Beklenmeyen hata' }, 500),
      },
    });

    // A 5xx is retried once (after about a second) before the error is shown.
    expect(await screen.findByText('Restoranlar yüklenirken hata oluştu')).toBeInTheDocument();
  });

  it('asks to sign in again when the token is rejected, and signs out', async () => {
    renderScreen(<RestaurantsScreen />, {
      user: {},
      api: {
        'GET /restaurants/by-role': () =>
          jsonResponse({ status: 401, title: 'Unauthorized', message: 'Oturum geçersiz' }, 401),
      },
    });

    expect(
      await screen.findByText('Yetkilendirme hatası. Token geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.'),
    ).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('asks to sign in again without calling the API when no token is held', async () => {
    signIn();
    tokenStorage.clear();
    const calls = mockApi({});
    renderWithProviders(<RestaurantsScreen />);

    expect(await screen.findByText('Token bulunamadı. Lütfen tekrar giriş yapın.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('deactivates a restaurant by sending the full record with isActive flipped', async () => {
    signIn();
    let current = lezzetDuragi;
    const calls = mockApi({
      'GET /restaurants/by-role': () => jsonResponse([current]),
      'PUT /restaurants/7': ({ body }) => {
        current = { ...current, ...(body as object) };
        return jsonResponse(current);
      },
    });
    const { user } = renderWithProviders(<RestaurantsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Lezzet Durağı restoranını yayından kaldır' }));
    // Taking the whole menu offline asks first and says what diners will see; nothing is sent before.
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('“Lezzet Durağı” yayından kaldırılsın mı?');
    expect(ask).toHaveTextContent(
      'QR kodu okutan misafirler menü yerine restoranın menüsünün şu anda kullanılamadığını okur',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Yayından kaldır' }));

    expect(await screen.findByText('Restoran yayından kaldırıldı')).toBeInTheDocument();
    // The whole record goes back as it was, inactive (its creation date is the server's to keep).
    const { createdDate: _created, ...record } = lezzetDuragi;
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...record, isActive: false });
    const card = screen.getByRole('article', { name: 'Lezzet Durağı' });
    await waitFor(() => expect(within(card).getByText('Pasif')).toBeInTheDocument());
  });

  it('asks for confirmation with the restaurant wording before deleting, then deletes', async () => {
    signIn();
    let list = [lezzetDuragi];
    const calls = mockApi({
      'GET /restaurants/by-role': () => jsonResponse(list),
      'DELETE /restaurants/7': () => {
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderWithProviders(<RestaurantsScreen />);

    await user.click(await screen.findByRole('button', { name: 'Lezzet Durağı restoranını sil' }));

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Bu restoranı silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByText('Sil'));

    expect(await screen.findByText('Restoran silindi')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/restaurants/7']);
    expect(await screen.findByText('Henüz restoran eklenmemiş')).toBeInTheDocument();
  });
});
