import { RestaurantSchema } from '@menu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import HoursScreen from '../../../../exposes/hours-screen';
import { ege, hour, lezzet } from '../../../../testing/fixtures';
import { jsonResponse, makeUser, renderWithProviders } from '@menu/shared/testing';
import { cleanUpAfterEach, renderScreen } from '@menu/shared/testing/screen';

const restaurants = [RestaurantSchema.parse(lezzet)];

cleanUpAfterEach();

async function openNewForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Yeni Çalışma Saati' }));
  // By role only: in jsdom every antd useId is 'test-id', so the drawer's aria-labelledby is ambiguous.
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Yeni Çalışma Saati');
  return dialog;
}

async function typeTime(user: ReturnType<typeof renderWithProviders>['user'], label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

describe('opening hours screen', () => {
  it('shows the days Monday to Sunday with Sunday last, closed days with a red badge, and the missing days', async () => {
    renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /RestaurantHours': [
          hour(1, 0, { isClosed: true, openTime: null, closeTime: null }),
          hour(2, 3),
          hour(3, 1, { openTime: '08:30:00', closeTime: '23:00:00' }),
        ],
      },
    });

    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Pazartesi', 'Çarşamba', 'Pazar']);
    expect(within(cards[0]).getByText('08:30 - 23:00')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Lezzet Durağı')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Kapalı')).toBeInTheDocument();
    expect(screen.getByText('Saati tanımlanmamış günler: Salı, Perşembe, Cuma, Cumartesi')).toBeInTheDocument();
  });

  it('shows an empty state when no hours are set', async () => {
    renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: { 'GET /RestaurantHours': [] },
    });
    expect(await screen.findByText('Henüz çalışma saati eklenmemiş')).toBeInTheDocument();
  });

  it('says the hours could not be loaded', async () => {
    renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: { 'GET /RestaurantHours': () => jsonResponse({ status: 500, title: 'x', message: 'y' }, 500) },
    });
    expect(await screen.findByText('Çalışma saatleri yüklenirken hata oluştu')).toBeInTheDocument();
  });

  it('asks for the restaurant first when the user has several and none is chosen', async () => {
    const { user, calls } = renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'SuperAdmin', restaurantId: null }),
      restaurants: [...restaurants, RestaurantSchema.parse(ege)],
      api: { 'GET /RestaurantHours': [hour(1, 1)] },
    });
    const dialog = await openNewForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Restoran seçimi zorunludur');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('then asks for both times, then a closing time after the opening time', async () => {
    const { user, calls } = renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: { 'GET /RestaurantHours': [hour(1, 1)] },
    });
    const dialog = await openNewForm(user);
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await typeTime(user, 'Açılış saati', '18:00');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Açılış ve kapanış saatleri zorunludur');
    await typeTime(user, 'Kapanış saati', '1000');
    expect(screen.getByLabelText('Kapanış saati')).toHaveValue('10:00');
    await user.click(save);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Kapanış saati açılış saatinden sonra olmalıdır'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('refuses a second entry for a day the restaurant already has', async () => {
    const { user, calls } = renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: { 'GET /RestaurantHours': [hour(1, 1)] },
    });
    const dialog = await openNewForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Kapalı (bütün gün)' }));
    // The form suggested Tuesday (Monday is set); pick Monday by hand.
    await user.click(screen.getByLabelText('Gün'));
    await user.click(await screen.findByTitle('Pazartesi (tanımlı)'));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu gün için zaten çalışma saati tanımlanmış');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('saves an open day with HH:MM:SS times, the day suggested being the first without hours', async () => {
    const { user, calls } = renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /RestaurantHours': [hour(1, 1)],
        'POST /RestaurantHours': (c: { body: unknown }) => jsonResponse({ ...hour(9, 2), ...(c.body as object) }, 201),
      },
    });
    await openNewForm(user);
    expect(screen.getByTitle('Salı')).toBeInTheDocument(); // the selected day
    await typeTime(user, 'Açılış saati', '09:00');
    await typeTime(user, 'Kapanış saati', '22:30');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        restaurantId: 1,
        dayOfWeek: 2,
        isClosed: false,
        openTime: '09:00:00',
        closeTime: '22:30:00',
      }),
    );
  });

  it('hides and clears the times when the day is marked closed', async () => {
    const { user, calls } = renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /RestaurantHours': [],
        'POST /RestaurantHours': () => jsonResponse(hour(9, 1, { isClosed: true }), 201),
      },
    });
    await openNewForm(user);
    await typeTime(user, 'Açılış saati', '09:00');
    await user.click(screen.getByRole('checkbox', { name: 'Kapalı (bütün gün)' }));
    expect(screen.queryByLabelText('Açılış saati')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Kapalı (bütün gün)' }));
    expect(screen.getByLabelText('Açılış saati')).toHaveValue('');
    await user.click(screen.getByRole('checkbox', { name: 'Kapalı (bütün gün)' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        restaurantId: 1,
        dayOfWeek: 1,
        isClosed: true,
        openTime: null,
        closeTime: null,
      }),
    );
  });

  it("shows the server's message in the red banner and keeps the form open", async () => {
    const { user } = renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /RestaurantHours': [],
        'POST /RestaurantHours': () =>
          jsonResponse(
            {
              status: 409,
              title: 'Çakışma',
              message: 'Bu gün için zaten çalışma saati tanımlanmış',
              errors: { dayOfWeek: ['Bu gün için zaten çalışma saati tanımlanmış'] },
            },
            409,
          ),
      },
    });
    await openNewForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Kapalı (bütün gün)' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu gün için zaten çalışma saati tanımlanmış');
    expect(screen.getByRole('dialog')).toHaveTextContent('Yeni Çalışma Saati');
  });

  it("falls back to 'İşlem sırasında hata oluştu' when the server gives no reason", async () => {
    const { user } = renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /RestaurantHours': [],
        'POST /RestaurantHours': () => jsonResponse({ status: 500, title: 'Sunucu hatası', message: 'boom' }, 500),
      },
    });
    await openNewForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Kapalı (bütün gün)' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('İşlem sırasında hata oluştu');
  });

  it('edits an entry with its values and deletes one after the spec confirmation', async () => {
    const { user, calls } = renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /RestaurantHours': [hour(4, 5)],
        'PUT /RestaurantHours/4': (c: { body: unknown }) => jsonResponse({ ...hour(4, 5), ...(c.body as object) }),
        'DELETE /RestaurantHours/4': () => new Response(null, { status: 204 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cuma çalışma saatini düzenle' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Çalışma Saatini Düzenle');
    expect(screen.getByLabelText('Açılış saati')).toHaveValue('09:00');
    await typeTime(user, 'Kapanış saati', '23:30');
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        restaurantId: 1,
        dayOfWeek: 5,
        closeTime: '23:30:00',
        hourId: 4,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Cuma çalışma saatini sil' }));
    expect(await screen.findByText('Bu çalışma saatini silmek istediğinizden emin misiniz?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it("says 'Silme işlemi sırasında hata oluştu' when a delete fails", async () => {
    const { user } = renderScreen(<HoursScreen />, {
      user: makeUser({ role: 'Admin', restaurantId: 1 }),
      restaurants: restaurants,
      api: {
        'GET /RestaurantHours': [hour(4, 5)],
        'DELETE /RestaurantHours/4': () => jsonResponse({ status: 500, title: 'x', message: 'y' }, 500),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cuma çalışma saatini sil' }));
    await user.click(await screen.findByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Silme işlemi sırasında hata oluştu')).toBeInTheDocument();
  });
});
