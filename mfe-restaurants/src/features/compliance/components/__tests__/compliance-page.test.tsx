import { screen, waitFor, within } from '@testing-library/react';
import ComplianceScreen from '../../../../exposes/compliance-screen';
import { lezzetDuragi } from '../../../../testing/fixtures';
import { captureDownloads, jsonResponse, makeUser, mockApi, renderWithProviders, signIn } from '@menu/shared/testing';
import { cleanUpAfterEach, fileResponse, parseRestaurants } from '@menu/shared/testing/screen';

cleanUpAfterEach();

const answer = (printed: boolean) => ({
  restaurantId: 7,
  checkedAt: '2026-11-27T09:00:00.000Z',
  passed: false,
  rules: [
    {
      rule: 'printedList',
      passed: printed,
      items: printed
        ? []
        : [
            {
              kind: 'layout',
              id: 0,
              name: 'Kapı listesi (A3)',
              detail: '3 ürün değişti (son baskı 12.11.2026)',
              fix: 'door',
            },
          ],
    },
    {
      rule: 'charges',
      passed: false,
      items: [
        { kind: 'product', id: 11, name: 'Servis Ücreti', detail: null, fix: '/products?edit=11' },
        {
          kind: 'translation',
          id: 5,
          name: 'Mercimek',
          detail: 'English çevirisi: Cover charge',
          fix: '/translations?edit=5',
        },
      ],
    },
    {
      rule: 'portionGrams',
      passed: false,
      items: [{ kind: 'product', id: 12, name: 'Et Döner', detail: 'Kategori: Yemekler', fix: '/products?edit=12' }],
    },
    { rule: 'referencePrice', passed: true, items: [] },
    { rule: 'notPrinted', passed: true, items: [] },
  ],
});

describe('compliance panel', () => {
  it('shows each rule with pass or fail, the records concerned with a link to their form, and prints an outdated list again', async () => {
    signIn(makeUser({ role: 'Manager', restaurantId: 7 }), parseRestaurants([lezzetDuragi]));
    let printed = false;
    const calls = mockApi({
      'GET /restaurants/7/compliance': () => jsonResponse(answer(printed)),
      'GET /restaurants/7/price-list.pdf': () => {
        printed = true;
        return fileResponse('%PDF-1.7', 'application/pdf', 'fiyat-listesi-kapi.pdf');
      },
    });
    const download = captureDownloads();
    const { user } = renderWithProviders(<ComplianceScreen />);
    expect(screen.getByRole('heading', { name: 'Kurallara uygunluk' })).toBeInTheDocument();
    expect(await screen.findByText('3 kuralda eksik var')).toBeInTheDocument();

    const rules = screen.getByRole('list', { name: 'Kurallara uygunluk' });
    const charges = within(rules)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByText('Servis, masa veya kuver ücreti yok'))!;
    expect(within(charges).getByText('Uygun değil')).toBeInTheDocument();
    expect(within(charges).getAllByRole('link', { name: 'Ürünü düzenle' })[0]).toHaveAttribute(
      'href',
      '/products?edit=11',
    );
    expect(within(charges).getByRole('link', { name: 'Çeviriyi düzenle' })).toHaveAttribute(
      'href',
      '/translations?edit=5',
    );
    expect(within(charges).getByText('English çevirisi: Cover charge')).toBeInTheDocument();
    const reference = within(rules)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByText('İndirimlerde son 30 günün en düşük fiyatı'))!;
    expect(within(reference).getByText('Uygun')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Yeniden yazdır/ }));
    await waitFor(() => expect(download.name).toBe('fiyat-listesi-kapi.pdf'));
    expect(calls.find((c) => c.path === '/restaurants/7/price-list.pdf')?.query.get('layout')).toBe('door');
    expect(await screen.findByText('2 kuralda eksik var')).toBeInTheDocument();
  });
});
