// Orders from the table on the diner's page: the cart's "Siparişi gönder" opens the review (notes, total, the
// price rule), a send that lost its connection is retried with the same Idempotency-Key, the order's number and
// state show and follow staff ("Onaylandı"), "Siparişlerim" lists the visit's rounds with its total, and with
// orders off the cart still shows the waiter.
import { render, screen, waitFor, within } from '@testing-library/react';
import { menuText } from '@menu/shared/menu';
import { MyOrders } from '../components/my-orders';
import type { DinerOrder, PublicMenu } from '@menu/shared/menu';
import { jsonResponse, openAllDay } from '../../../testing/fixtures';
import { mockFetchPerTest, renderMenu } from '../../../testing/render';

const fetchMock = mockFetchPerTest();
const VISIT = { logId: 55, token: 'lx3k2.AbCdEfGhIjKlMnOpQrStUv' };
const ORDER: DinerOrder = {
  orderId: 301,
  number: 4,
  status: 'sent',
  tableNumber: '3',
  lines: [
    {
      productId: 11,
      name: 'Mercimek Çorbası',
      addons: [],
      quantity: 2,
      unitPrice: 85,
      lineTotal: 170,
      note: 'Limonsuz',
    },
  ],
  note: 'Çabuk olsun',
  total: 170,
  createdAt: new Date().toISOString(),
};

/** Open all day, and taking orders. */
function orderingMenu(acceptsOrders = true): PublicMenu {
  const menu = openAllDay();
  menu.restaurant.acceptsOrders = acceptsOrders;
  return menu;
}

const card = (name: string) => screen.getByRole('article', { name });
const orderPosts = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith('/api/public/tables/9/orders') && init?.method === 'POST',
  );

describe('orders from the table', () => {
  it('reviews the cart, retries a dropped send with the same key, then shows the number and the state staff set', async () => {
    let status: DinerOrder['status'] = 'sent';
    let drop = true;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      const u = String(url);
      if (u.includes('/access')) return jsonResponse(VISIT, 201);
      if (u.includes('/tables/9/orders') && init?.method === 'POST') {
        if (drop) {
          drop = false;
          throw new TypeError('Failed to fetch');
        }
        return jsonResponse(ORDER, 201);
      }
      if (u.includes('/tables/9/orders')) return jsonResponse([{ ...ORDER, status }]);
      throw new Error(`unexpected fetch ${u}`);
    });
    const { user } = renderMenu({ url: '/menu/7?table=3&qr=9', initialMenu: orderingMenu() });
    await waitFor(() => expect(sessionStorage.getItem('qrmenu:visit:9')).toContain('55'));
    await user.click(within(card('Mercimek Çorbası')).getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }));
    await user.click(within(card('Mercimek Çorbası')).getByRole('button', { name: 'Mercimek Çorbası adedini artır' }));
    await user.click(screen.getByRole('button', { name: /Sepeti Gör/ }));
    const cart = await screen.findByRole('dialog', { name: 'Sepetim' });
    expect(within(cart).queryByRole('button', { name: 'Garsona göster' })).not.toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'Siparişi gönder' }));

    const review = await screen.findByRole('dialog', { name: 'Siparişinizi gözden geçirin' });
    expect(within(review).getByText('2× Mercimek Çorbası')).toBeInTheDocument();
    expect(within(review).getByTestId('order-total')).toHaveTextContent('₺170,00');
    expect(
      within(review).getByText('Fiyatlarımıza KDV dahildir; servis, kuver veya masa ücreti alınmaz'),
    ).toBeInTheDocument();
    const lineNote = within(review).getByRole('textbox', { name: 'Not' });
    expect(lineNote).toHaveAttribute('maxLength', '140');
    await user.type(lineNote, 'Limonsuz');
    await user.type(within(review).getByRole('textbox', { name: 'Sipariş notu' }), 'Çabuk olsun');
    await user.click(within(review).getByRole('button', { name: 'Gönder' }));

    expect(await within(review).findByRole('alert')).toHaveTextContent('Sipariş gönderilemedi');
    await user.click(within(review).getByRole('button', { name: 'Tekrar dene' }));
    const sent = await screen.findByRole('dialog', { name: 'Siparişiniz gönderildi' });
    expect(within(sent).getByText('Sipariş no. 4')).toBeInTheDocument();
    expect(within(sent).getByText('Gönderildi')).toBeInTheDocument();

    const [first, second] = orderPosts();
    const headers = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>;
    expect(headers(first)['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(headers(second)['idempotency-key']).toBe(headers(first)['idempotency-key']);
    expect(JSON.parse((second[1] as RequestInit).body as string)).toEqual({
      ...VISIT,
      lines: [{ productId: 11, variantId: null, addonIds: [], quantity: 2, note: 'Limonsuz' }],
      note: 'Çabuk olsun',
    });

    // Staff accept it: the next look says so, on the sheet and in "Siparişlerim".
    status = 'accepted';
    expect(await within(sent).findByText('Onaylandı', undefined, { timeout: 8000 })).toBeInTheDocument();
    await user.click(within(sent).getByRole('button', { name: 'Menüye dön' }));
    const mine = screen.getByRole('region', { name: 'Siparişlerim' });
    expect(within(mine).getByText('Sipariş no. 4')).toBeInTheDocument();
    expect(within(mine).getByText('Onaylandı')).toBeInTheDocument();
    expect(within(mine).getByText('₺170,00', { selector: 'strong' })).toBeInTheDocument();
    // The cart emptied with the send.
    expect(screen.queryByRole('button', { name: /Sepeti Gör/ })).not.toBeInTheDocument();
  }, 15000);

  it('shows a refusal in the server’s words and lets the diner send again', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      const u = String(url);
      if (u.includes('/access')) return jsonResponse(VISIT, 201);
      if (u.includes('/tables/9/orders') && init?.method === 'POST')
        return jsonResponse({ message: 'Mercimek Çorbası tükendi; lütfen siparişinizden çıkarın' }, 409);
      throw new Error(`unexpected fetch ${u}`);
    });
    const { user } = renderMenu({ url: '/menu/7?table=3&qr=9', initialMenu: orderingMenu() });
    await waitFor(() => expect(sessionStorage.getItem('qrmenu:visit:9')).toContain('55'));
    await user.click(within(card('Mercimek Çorbası')).getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }));
    await user.click(screen.getByRole('button', { name: /Sepeti Gör/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sepetim' })).getByRole('button', { name: 'Siparişi gönder' }),
    );
    const review = await screen.findByRole('dialog', { name: 'Siparişinizi gözden geçirin' });
    await user.click(within(review).getByRole('button', { name: 'Gönder' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'Mercimek Çorbası tükendi; lütfen siparişinizden çıkarın',
    );
    expect(within(review).getByRole('button', { name: 'Gönder' })).toBeEnabled();
  });

  it('keeps the waiter summary where the restaurant takes no orders, or the menu was not opened at a table', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (String(url).includes('/access')) return jsonResponse(VISIT, 201);
      throw new Error(`unexpected fetch ${url}`);
    });
    const { user, unmount } = renderMenu({ url: '/menu/7?table=3&qr=9', initialMenu: orderingMenu(false) });
    await user.click(within(card('Mercimek Çorbası')).getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }));
    await user.click(screen.getByRole('button', { name: /Sepeti Gör/ }));
    const cart = await screen.findByRole('dialog', { name: 'Sepetim' });
    expect(within(cart).getByRole('button', { name: 'Garsona göster' })).toBeInTheDocument();
    expect(within(cart).queryByRole('button', { name: 'Siparişi gönder' })).not.toBeInTheDocument();
    unmount();
    localStorage.clear();
    const second = renderMenu({ url: '/menu/7', initialMenu: orderingMenu(true) });
    await second.user.click(
      within(card('Mercimek Çorbası')).getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }),
    );
    await second.user.click(screen.getByRole('button', { name: /Sepeti Gör/ }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Sepetim' })).getByRole('button', { name: 'Garsona göster' }),
    ).toBeInTheDocument();
  });

  it('lists the visit’s rounds with their states, a refused one with its reason and outside the total', () => {
    render(
      <MyOrders
        text={menuText}
        orders={[
          { ...ORDER, status: 'served' },
          { ...ORDER, orderId: 302, number: 5, status: 'rejected', reason: 'Mutfak kapandı', total: 90 },
          { ...ORDER, orderId: 303, number: 6, status: 'accepted', total: 1070.5 },
        ]}
      />,
    );
    const mine = screen.getByRole('region', { name: 'Siparişlerim' });
    expect(within(mine).getByText('Servis edildi')).toBeInTheDocument();
    expect(within(mine).getByText('Reddedildi: Mutfak kapandı')).toBeInTheDocument();
    expect(within(mine).getByText('Onaylandı')).toBeInTheDocument();
    expect(within(mine).getByText('₺1.240,50')).toBeInTheDocument();
  });
});
