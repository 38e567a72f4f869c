import { RestaurantSchema } from '@menu/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SpecialDaysScreen from '../../../../exposes/special-days-screen';
import { lezzet, specialDay } from '../../../../testing/fixtures';
import { jsonResponse, makeUser } from '@menu/shared/testing';
import { cleanUpAfterEach, renderScreen } from '@menu/shared/testing/screen';
import { sortByDate, specialDayState } from '../special-day-state';

const restaurants = [RestaurantSchema.parse(lezzet)];
const nextYear = new Date().getFullYear() + 1;

/** Types a date the fast way (one change event, then Enter), like a user pasting it. */
function enterDate(text: string) {
  const input = screen.getByLabelText('Tarih');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

cleanUpAfterEach();

describe('special day state and order', () => {
  const now = new Date(2026, 4, 19, 15, 0); // 19 May 2026, local time
  it('is past before today, today on the day itself, upcoming after', () => {
    expect(specialDayState('2026-05-18', now)).toBe('past');
    expect(specialDayState('2026-05-19', now)).toBe('today');
    expect(specialDayState('2026-05-20', now)).toBe('upcoming');
  });
  it('sorts by date ascending', () => {
    const days = [
      { id: 1, restaurantId: 1, date: '2027-01-01' },
      { id: 2, restaurantId: 1, date: '2020-05-01' },
      { id: 3, restaurantId: 1, date: '2026-10-29' },
    ];
    expect(sortByDate(days).map((d) => d.id)).toEqual([2, 3, 1]);
  });
});

describe('special days screen', () => {
  it('shows the cards by date, past ones faded with (Geçmiş) and upcoming ones highlighted', async () => {
    renderScreen(<SpecialDaysScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /SpecialDays': [
          specialDay(1, `${nextYear}-01-01`, { name: 'Yılbaşı' }),
          specialDay(2, '2020-04-23', {
            name: 'Ulusal Egemenlik',
            isClosed: false,
            openTime: '10:00:00',
            closeTime: '15:00:00',
            note: 'Kısa çalışma',
          }),
        ],
      },
    });
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toHaveTextContent('Ulusal Egemenlik(Geçmiş)');
    expect(cards[0]).toHaveTextContent('23 Nisan 2020 Perşembe');
    expect(cards[0]).toHaveTextContent('10:00 - 15:00');
    expect(cards[0]).toHaveAttribute('data-state', 'past');
    expect(cards[0]).toHaveStyle({ opacity: '0.55' });
    expect(cards[1]).toHaveTextContent('Yaklaşan');
    expect(cards[1]).toHaveTextContent('Kapalı');
    expect(cards[1]).not.toHaveTextContent('(Geçmiş)');
    expect(screen.getByText('1 yaklaşan, 1 geçmiş')).toBeInTheDocument();
  });

  it('shows an empty state and the load error of the spec', async () => {
    renderScreen(<SpecialDaysScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: { 'GET /SpecialDays': () => jsonResponse({ status: 500, title: 'x', message: 'y' }, 500) },
    });
    expect(await screen.findByText('Özel günler yüklenirken hata oluştu')).toBeInTheDocument();
  });

  it('asks for the date, refuses a date already used, and saves a closed day with null times', async () => {
    const { user, calls } = renderScreen(<SpecialDaysScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /SpecialDays': [specialDay(1, `${nextYear}-01-01`, { name: 'Yılbaşı' })],
        'POST /SpecialDays': (c: { body: unknown }) =>
          jsonResponse({ ...specialDay(5, `${nextYear}-04-23`), ...(c.body as object) }, 201),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni Özel Gün' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(screen.getByRole('checkbox', { name: 'Kapalı (bütün gün)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tarih seçimi zorunludur');

    enterDate(`01.01.${nextYear}`);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Bu tarih için zaten özel gün tanımlanmış'),
    );

    enterDate(`23.04.${nextYear}`);
    await user.type(screen.getByLabelText('Adı (isteğe bağlı)'), 'Ulusal Egemenlik ve Çocuk Bayramı');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        restaurantId: 1,
        date: `${nextYear}-04-23`,
        name: 'Ulusal Egemenlik ve Çocuk Bayramı',
        isClosed: true,
        openTime: null,
        closeTime: null,
        note: null,
      }),
    );
  }, 90_000);

  it('applies the time rules of the hours to an open special day', async () => {
    const { user } = renderScreen(<SpecialDaysScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: { 'GET /SpecialDays': [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni Özel Gün' }));
    const dialog = await screen.findByRole('dialog');
    enterDate(`02.01.${nextYear}`);
    await user.type(screen.getByLabelText('Açılış saati'), '1400');
    await user.type(screen.getByLabelText('Kapanış saati'), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kapanış saati açılış saatinden sonra olmalıdır');
  }, 60_000);
});
