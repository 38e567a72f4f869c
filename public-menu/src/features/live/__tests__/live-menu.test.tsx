// The live menu on the diner's page: a `menu` event makes the page fetch the menu again and re-render without
// losing the cart (a line whose product sold out meanwhile is marked and left out of the total and the waiter's
// summary; a changed price shows old and new), and a hidden tab closes its stream and opens it again when shown.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { PublicMenu } from '@menu/shared/menu';
import { jsonResponse, menuFixture } from '../../../testing/fixtures';
import { renderMenu, resetBrowserState } from '../../../testing/render';

/** A stand-in for the browser's EventSource: the test sends events and sees whether it is open. */
class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, Array<(e: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
    queueMicrotask(() => {
      if (this.readyState === FakeEventSource.CLOSED) return;
      this.readyState = FakeEventSource.OPEN;
      this.onopen?.();
    });
  }
  addEventListener(name: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(name: string, data: unknown) {
    for (const l of this.listeners.get(name) ?? []) l(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  static open() {
    return FakeEventSource.all.filter((s) => s.readyState !== FakeEventSource.CLOSED);
  }
}

let fetchMock: jest.SpyInstance;
let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  resetBrowserState();
  FakeEventSource.all = [];
  visibility = 'visible';
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(async () => {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  fetchMock.mockRestore();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

const card = (name: string) => screen.getByRole('article', { name });

describe('live menu on the diner page', () => {
  it('marks a cart line whose product sold out and shows the old and new price of one whose price changed', async () => {
    const before = menuFixture();
    const after: PublicMenu = {
      ...before,
      products: before.products.map((p) =>
        p.id === 11
          ? { ...p, isAvailable: false }
          : p.id === 12
            ? { ...p, price: 95, discountedPrice: null, referencePrice: null }
            : p,
      ),
    };
    fetchMock.mockImplementation(async (url: string) => {
      if (String(url).includes('/api/public/menu/7?')) return jsonResponse(after);
      throw new Error(`unexpected fetch ${url}`);
    });
    const { user } = renderMenu({ initialMenu: before });
    await user.click(within(card('Mercimek Çorbası')).getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }));
    await user.click(within(card('Yayla Çorbası')).getByRole('button', { name: 'Yayla Çorbası sepete ekle' }));
    await user.click(screen.getByRole('button', { name: /Sepeti Gör/ }));
    const cart = await screen.findByRole('dialog', { name: 'Sepetim' });
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    expect(FakeEventSource.open()[0].url).toBe('/api/public/menu/7/live');

    act(() => FakeEventSource.open()[0].emit('menu', { version: 9, changed: ['products'] }));

    // The sheet stays open, the line is marked, the total is the other line's new price only.
    expect(await within(cart).findByText('Tükendi — sepetten çıkarın')).toBeInTheDocument();
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('₺95,00');
    expect(within(cart).getByLabelText('Fiyat değişti')).toHaveTextContent('₺70,00');
    await user.click(within(cart).getByRole('button', { name: 'Garsona göster' }));
    const summary = await screen.findByRole('dialog');
    expect(within(summary).queryByText(/Mercimek Çorbası/)).not.toBeInTheDocument();
    expect(within(summary).getByText(/Yayla Çorbası/)).toBeInTheDocument();
  });

  it('closes the stream of a hidden tab and opens it again (and checks the menu once) when shown', async () => {
    const menu = menuFixture();
    fetchMock.mockImplementation(async () => new Response(null, { status: 304 }));
    renderMenu({ initialMenu: menu });
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    const first = FakeEventSource.open()[0];

    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.open()).toHaveLength(0);

    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    expect(FakeEventSource.open()[0]).not.toBe(first);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/public/menu/7?lang=tr');
  });
});
