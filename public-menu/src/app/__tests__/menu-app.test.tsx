import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MenuApp } from '../menu-app';
import { cartStorageKey } from '../../features/cart/use-cart';
import { englishMenuFixture, jsonResponse, menuFixture } from '../../testing/fixtures';
import { mockFetchPerTest, renderMenu } from '../../testing/render';

const fetchMock = mockFetchPerTest();

const card = (name: string) => screen.getByRole('article', { name });

describe('menu page', () => {
  it('shows the loading state, then the menu from one request', async () => {
    fetchMock.mockResolvedValue(jsonResponse(menuFixture()));
    renderMenu();
    expect(screen.getByRole('status')).toHaveTextContent('Menü yükleniyor...');
    expect(await screen.findByRole('heading', { name: 'Lezzet Durağı' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/public/menu/7?lang=tr');
  });

  it('filters by search text and by category chip, with the empty state when nothing matches', async () => {
    const { user } = renderMenu({ initialMenu: menuFixture() });
    await user.type(screen.getByRole('searchbox', { name: 'Menüde ara' }), 'kebap');
    expect(screen.queryByRole('article', { name: 'Mercimek Çorbası' })).not.toBeInTheDocument();
    expect(card('Adana Kebap')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Çorbalar/ }));
    expect(screen.getByText('Ürün bulunamadı')).toBeInTheDocument();
    expect(screen.getByText('Farklı bir kategori veya arama terimi deneyin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    expect(card('Mercimek Çorbası')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Adana Kebap' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tümü' }));
    expect(screen.getByRole('button', { name: 'Tümü' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Adana Kebap')).toBeInTheDocument();
  });

  it('shows allergens with icons and names, the portion weight, and a legend of the menu’s allergens', async () => {
    const { user } = renderMenu({ initialMenu: menuFixture() });
    const yayla = card('Yayla Çorbası');
    expect(within(yayla).getByText(/Alerjenler:/)).toBeInTheDocument();
    expect(within(yayla).getByText('Gluten')).toBeInTheDocument();
    expect(within(yayla).getByText('Süt')).toBeInTheDocument();
    expect(within(card('Adana Kebap')).getByText('Porsiyon: 250 g')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fiyat listesi (PDF)' })).toHaveAttribute(
      'href',
      '/api/public/menu/7/price-list.pdf',
    );
    const legend = screen.getByRole('region', { name: 'Alerjenler' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['🌾 Gluten', '🥛 Süt', '🥬 Kereviz']);
    // The product sheet lists them too.
    await user.click(within(card('Adana Kebap')).getByRole('button', { name: 'Adana Kebap' }));
    const sheet = await screen.findByRole('dialog', { name: 'Adana Kebap' });
    expect(within(sheet).getByText('Gluten')).toBeInTheDocument();
    expect(within(sheet).getByText('Porsiyon: 250 g')).toBeInTheDocument();
  });

  it('hides dishes with a chosen allergen ("Şunları içermesin") and by diet, together with the search and the category', async () => {
    const { user } = renderMenu({ initialMenu: menuFixture() });
    await user.click(screen.getByText('Filtreler'));
    const without = screen.getByRole('group', { name: 'Şunları içermesin' });
    // Only the allergens this menu declares are offered.
    expect(
      within(without)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['🌾 Gluten', '🥛 Süt', '🥬 Kereviz']);
    await user.click(within(without).getByRole('button', { name: 'Gluten' }));
    expect(within(without).getByRole('button', { name: 'Gluten' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('article', { name: 'Yayla Çorbası' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Adana Kebap' })).not.toBeInTheDocument();
    expect(card('Mercimek Çorbası')).toBeInTheDocument();
    expect(card('Köfte')).toBeInTheDocument();
    expect(screen.getByText('(1)')).toBeInTheDocument();
    // With the search: nothing left but the empty state.
    await user.type(screen.getByRole('searchbox', { name: 'Menüde ara' }), 'kebap');
    expect(screen.getByText('Ürün bulunamadı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    // And a diet: vegetarian leaves the lentil soup alone.
    await user.click(
      within(screen.getByRole('group', { name: 'Beslenme' })).getByRole('button', { name: 'Vejetaryen' }),
    );
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['p-11']);
    await user.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('at 12:00 in Turkey shows a breakfast category (08:00–11:30) greyed, its dishes not addable', async () => {
    const breakfastMenu = () => {
      const base = menuFixture();
      return {
        ...base,
        categories: base.categories.map((c) =>
          c.id === 1
            ? {
                ...c,
                name: 'Kahvaltı',
                availability: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:30' }],
                availableNow: true,
              }
            : c,
        ),
      };
    };
    jest.useFakeTimers({ now: new Date('2026-01-14T09:00:00Z'), advanceTimers: true });
    try {
      const { user } = renderMenu({ url: '/menu/7?table=3', initialMenu: breakfastMenu() });
      // The page recomputes with the device's clock (the server's answer said available).
      const section = screen.getByRole('region', { name: /Kahvaltı/ });
      await waitFor(() => expect(within(section).getAllByText('Şu an sunulmuyor')[0]).toHaveClass('section-later'));
      const soup = card('Mercimek Çorbası');
      expect(within(soup).queryByRole('button', { name: /sepete ekle/ })).not.toBeInTheDocument();
      expect(within(soup).getByText('Şu an sunulmuyor')).toBeInTheDocument();
      await user.click(within(soup).getByRole('button', { name: 'Mercimek Çorbası' }));
      const sheet = await screen.findByRole('dialog', { name: 'Mercimek Çorbası' });
      expect(within(sheet).getByRole('button', { name: 'Şu an sunulmuyor' })).toBeDisabled();
      // Other categories stay addable.
      expect(within(card('Adana Kebap')).getByRole('button', { name: 'Adana Kebap sepete ekle' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells when a category outside its window starts later today', async () => {
    const base = menuFixture();
    const menu = {
      ...base,
      categories: base.categories.map((c) =>
        c.id === 1
          ? {
              ...c,
              availability: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:30' }],
              availableNow: false,
              startsAt: '08:00',
            }
          : c,
      ),
    };
    jest.useFakeTimers({ now: new Date('2026-01-14T04:00:00Z'), advanceTimers: true }); // 07:00 in Istanbul
    try {
      renderMenu({ initialMenu: menu });
      expect(screen.getAllByText("08:00'de başlar").length).toBeGreaterThan(0);
      expect(within(card('Mercimek Çorbası')).getByText("08:00'de başlar")).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a discounted price with the old one struck through, and sold-out dishes as not addable', () => {
    renderMenu({ initialMenu: menuFixture() });
    const yayla = card('Yayla Çorbası');
    expect(within(yayla).getByText('₺80,00').tagName).toBe('DEL');
    expect(within(yayla).getByText('₺70,00')).toBeInTheDocument();
    // The struck-through price is the reference from the price history (the lowest of the 30 days before the discount), named so.
    const adana = within(card('Adana Kebap')).getByText('₺410,00');
    expect(adana.tagName).toBe('DEL');
    expect(adana).toHaveAttribute('title', 'Son 30 günün en düşük fiyatı');
    expect(adana).toHaveTextContent('Son 30 günün en düşük fiyatı: ₺410,00');
    expect(within(card('Adana Kebap')).queryByText('₺420,00')).not.toBeInTheDocument();
    const kofte = card('Köfte');
    expect(within(kofte).getByText('Tükendi')).toBeInTheDocument();
    expect(within(kofte).queryByRole('button', { name: /sepete ekle/ })).not.toBeInTheDocument();
  });

  it('shows a "discount" the law does not count as one (not below the lowest price of the 30 days before) as the current price alone, on the card and the sheet', async () => {
    // The API's answer for ₺80 → ₺100 → "₺90 discounted": the price charged, no discount, no reference.
    const menu = menuFixture();
    menu.products = menu.products.map((p) =>
      p.name === 'Yayla Çorbası' ? { ...p, price: 90, discountedPrice: null, referencePrice: null } : p,
    );
    const { user } = renderMenu({ initialMenu: menu });
    const yayla = card('Yayla Çorbası');
    expect(within(yayla).getByText('₺90,00').tagName).not.toBe('DEL');
    expect(yayla.querySelector('del, ins')).toBeNull();
    expect(within(yayla).queryByText(/Son 30 günün en düşük fiyatı/)).not.toBeInTheDocument();
    await user.click(within(yayla).getByRole('button', { name: 'Yayla Çorbası' }));
    const sheet = await screen.findByRole('dialog', { name: 'Yayla Çorbası' });
    expect(sheet.querySelector('del, ins')).toBeNull();
    expect(within(sheet).queryByText(/Son 30 günün en düşük fiyatı/)).not.toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: /Sepete Ekle · ₺90,00/ })).toBeInTheDocument();
  });

  it('adds with a variant and add-ons, changes quantities, and totals the cart in lira', async () => {
    const { user } = renderMenu({ url: '/menu/7?table=12', initialMenu: menuFixture() });
    await user.click(within(card('Mercimek Çorbası')).getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }));
    expect(
      within(card('Mercimek Çorbası')).getByRole('group', { name: 'Mercimek Çorbası: 1 adet' }),
    ).toBeInTheDocument();
    await user.click(within(card('Mercimek Çorbası')).getByRole('button', { name: 'Mercimek Çorbası adedini artır' }));

    // A dish with variants opens its sheet.
    await user.click(within(card('Adana Kebap')).getByRole('button', { name: 'Adana Kebap sepete ekle' }));
    const sheet = await screen.findByRole('dialog', { name: 'Adana Kebap' });
    await user.click(within(sheet).getByRole('radio', { name: /1,5 Porsiyon/ }));
    await user.click(within(sheet).getByRole('checkbox', { name: /Ekstra Peynir/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Adana Kebap adedini artır' }));
    // (399,90 + 190,10 + 25) × 2
    await user.click(within(sheet).getByRole('button', { name: 'Sepete Ekle · ₺1.230,00' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const floating = screen.getByRole('button', { name: /Sepeti Gör/ });
    expect(floating).toHaveTextContent('4 ürün');
    expect(floating).toHaveTextContent('₺1.400,00');
    expect(screen.getByRole('button', { name: 'Sepeti aç, 4 ürün' })).toHaveTextContent('4');

    await user.click(floating);
    const cart = await screen.findByRole('dialog', { name: 'Sepetim' });
    expect(within(cart).getByText('1,5 Porsiyon, + Ekstra Peynir')).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'Mercimek Çorbası adedini azalt' }));
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('₺1.315,00');
    expect(screen.queryByRole('button', { name: /Sepeti Gör/ })).not.toBeInTheDocument();

    // Orders are not taken through the menu: the button says what it does.
    expect(within(cart).queryByRole('button', { name: 'Sipariş Ver' })).not.toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'Garsona göster' }));
    const summary = await screen.findByRole('dialog', { name: 'Garsona gösterin' });
    expect(within(summary).getByText('Masa 12')).toBeInTheDocument();
    expect(within(summary).getByText('₺1.315,00')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Menüye dön' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in the cart that the restaurant is closed now, and not while it is open', async () => {
    const closedAllWeek = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      openTime: null,
      closeTime: null,
      isClosed: true,
    }));
    const closed = menuFixture({
      hours: closedAllWeek,
      openState: {
        isOpen: false,
        today: { source: 'weekly', isClosed: true, openTime: null, closeTime: null, name: null, note: null },
        nextChange: null,
      },
    });
    const { user, unmount } = renderMenu({ initialMenu: closed });
    await user.click(screen.getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }));
    await user.click(screen.getByRole('button', { name: /Sepeti Gör/ }));
    const cart = await screen.findByRole('dialog', { name: 'Sepetim' });
    expect(within(cart).getByRole('status')).toHaveTextContent(
      'Restoran şu an kapalı. Sepetinizi hazırlayıp açıldığında garsona gösterebilirsiniz.',
    );
    expect(within(cart).getByRole('button', { name: 'Garsona göster' })).toBeInTheDocument();
    unmount();
    localStorage.clear();

    jest.useFakeTimers({ now: new Date('2026-01-14T09:00:00Z'), advanceTimers: true }); // 12:00 in Istanbul, open 10–22
    try {
      const open = renderMenu({ initialMenu: menuFixture() });
      await open.user.click(screen.getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }));
      await open.user.click(screen.getByRole('button', { name: /Sepeti Gör/ }));
      const openCart = await screen.findByRole('dialog', { name: 'Sepetim' });
      expect(within(openCart).queryByText(/Restoran şu an kapalı/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the cart of this restaurant and table across a reload, and not for another table', async () => {
    const first = renderMenu({ url: '/menu/7?table=3', initialMenu: menuFixture() });
    await first.user.click(screen.getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }));
    first.unmount();
    const again = renderMenu({ url: '/menu/7?table=3', initialMenu: menuFixture() });
    expect(await screen.findByRole('group', { name: 'Mercimek Çorbası: 1 adet' })).toBeInTheDocument();
    again.unmount();
    renderMenu({ url: '/menu/7?table=4', initialMenu: menuFixture() });
    await act(async () => undefined);
    expect(screen.queryByRole('group', { name: /Mercimek Çorbası: / })).not.toBeInTheDocument();
  });

  it('counts the first tap, held before hydration and replayed as the page comes alive, on a table with no saved cart', async () => {
    // The boot script replays a tap it held while the script loaded as soon as the page reacts (onReady);
    // the cart saved for this table (none) is read after that and must not wipe the line just added.
    window.history.replaceState(null, '', '/menu/7?table=3');
    const replay = () => screen.getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }).click();
    render(<MenuApp restaurantId={7} initialMenu={menuFixture()} onReady={replay} />);
    expect(await screen.findByRole('group', { name: 'Mercimek Çorbası: 1 adet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sepeti aç, 1 ürün' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sepeti Gör/ })).toHaveTextContent('1 ürün');
    await act(async () => undefined);
    expect(JSON.parse(localStorage.getItem(cartStorageKey(7, '3'))!)).toEqual([
      { productId: 11, variantId: null, addonIds: [], quantity: 1, seenPrice: 85 },
    ]);
  });

  it('adds the first tap to the cart this table saved before', async () => {
    localStorage.setItem(
      cartStorageKey(7, '3'),
      JSON.stringify([{ productId: 11, variantId: null, addonIds: [], quantity: 2 }]),
    );
    window.history.replaceState(null, '', '/menu/7?table=3');
    const replay = () => screen.getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }).click();
    render(<MenuApp restaurantId={7} initialMenu={menuFixture()} onReady={replay} />);
    expect(await screen.findByRole('group', { name: 'Mercimek Çorbası: 3 adet' })).toBeInTheDocument();
  });

  it('closes a sheet with Escape and gives focus back', async () => {
    const { user } = renderMenu({ initialMenu: menuFixture() });
    const opener = screen.getByRole('button', { name: 'Adana Kebap' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Adana Kebap' });
    expect(within(sheet).getByRole('button', { name: 'Kapat' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('languages', () => {
  it('switches to English: translated content, English buttons, Turkish where untranslated', async () => {
    fetchMock.mockResolvedValue(jsonResponse(englishMenuFixture()));
    const { user } = renderMenu({ initialMenu: menuFixture() });
    await user.selectOptions(screen.getByRole('combobox', { name: /Dil/ }), 'en');
    expect(await screen.findByRole('article', { name: 'Lentil Soup' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/public/menu/7?lang=en');
    expect(screen.getByRole('heading', { name: /Soups/ })).toBeInTheDocument();
    expect(card('Yayla Çorbası')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.location.search).toBe('?lang=en');
  });

  it('sets right-to-left for Arabic', async () => {
    const ar = menuFixture({ language: 'ar', languages: ['tr', 'en', 'ar'] });
    fetchMock.mockResolvedValue(jsonResponse(ar));
    renderMenu({ url: '/menu/7?lang=ar' });
    expect(await screen.findByRole('searchbox', { name: 'ابحث في القائمة' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('when the menu cannot be fetched', () => {
  it("shows this device's last copy of the menu, marked as possibly outdated", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(menuFixture()));
    const first = renderMenu();
    await screen.findByRole('heading', { name: 'Lezzet Durağı' });
    first.unmount();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderMenu();
    expect(await screen.findByRole('alert')).toHaveTextContent('güncel olmayabilir');
    expect(screen.getByRole('heading', { name: 'Lezzet Durağı' })).toBeInTheDocument();
    expect(card('Mercimek Çorbası')).toBeInTheDocument();
  });

  it('shows the built-in sample, clearly labelled, when the device has no copy', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderMenu();
    expect(await screen.findByRole('alert')).toHaveTextContent('örnek menüdür');
    expect(screen.getByRole('heading', { name: 'Örnek Restoran' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(
      within(screen.getByRole('navigation', { name: 'Kategoriler' })).getAllByRole('button', { pressed: false }),
    ).toHaveLength(5);
  });

  it('tells the diner when the restaurant has no published menu', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 404, title: 'Bulunamadı', message: 'Restoran bulunamadı' }, 404),
    );
    renderMenu();
    expect(await screen.findByRole('heading', { name: 'Menü bulunamadı' })).toBeInTheDocument();
  });
});

describe('QR visit', () => {
  it('logs the visit once per tab session and sends its duration with the visit token when the page is hidden', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ logId: 55, token: 'lx3k2.AbCdEfGhIjKlMnOpQrStUv' }, 201));
    const beacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const first = renderMenu({ url: '/menu/7?table=3&qr=9', initialMenu: menuFixture() });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/menuqrcodes/9/access');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST' });
    expect(screen.getByText(/KVKK/)).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('qrmenu:visit:9')).toContain('55'));
    first.unmount();

    renderMenu({ url: '/menu/7?table=3&qr=9', initialMenu: menuFixture() });
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(beacon).toHaveBeenCalledWith(
      '/api/MenuAccessLogs/55/end',
      expect.stringMatching(/^\{"duration":\d+,"token":"lx3k2\.AbCdEfGhIjKlMnOpQrStUv"\}$/),
    );
  });

  it('makes no visit call without qr, and tolerates a failing one', async () => {
    renderMenu({ url: '/menu/7?table=3', initialMenu: menuFixture() });
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderMenu({ url: '/menu/7?qr=4', initialMenu: menuFixture() });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getAllByRole('heading', { name: 'Lezzet Durağı' }).length).toBeGreaterThan(0);
  });
});
