import { RestaurantRequest } from '@menu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import RestaurantsScreen from '../../../../exposes/restaurants-screen';
import { jsonResponse, makeUser, mockApi, renderWithProviders, signIn } from '@menu/shared/testing';
import { cleanUpAfterEach, renderScreen } from '@menu/shared/testing/screen';
import { RestaurantForm } from '../restaurant-form';

cleanUpAfterEach();

async function openNewRestaurantForm() {
  const rendered = renderScreen(<RestaurantsScreen />, {
    user: makeUser({ role: 'SuperAdmin' }),
    api: { 'GET /restaurants/by-role': () => jsonResponse([]) },
  });
  await screen.findByText('Henüz restoran eklenmemiş');
  await rendered.user.click(screen.getAllByText('Yeni Restoran')[0]);
  const drawer = await screen.findByRole('dialog');
  return { ...rendered, drawer };
}

describe('restaurant form', () => {
  it('shows the shared schema messages on the fields and does not call the API on invalid input', async () => {
    const { user, calls, drawer } = await openNewRestaurantForm();

    await user.click(within(drawer).getByLabelText('E-posta'));
    await user.paste('bilgi-at-lezzet');
    await user.click(within(drawer).getByLabelText('Web sitesi'));
    await user.paste('lezzet');
    await user.click(within(drawer).getByText('Kaydet'));

    expect(await within(drawer).findByText('Restoran adı zorunludur')).toBeInTheDocument();
    expect(within(drawer).getByText('Geçerli bir email adresi girin')).toBeInTheDocument();
    expect(within(drawer).getByText('Geçerli bir website adresi girin')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('creates a restaurant with trimmed text, default colours and http:// added to the website', async () => {
    const { user, drawer } = await openNewRestaurantForm();
    const calls = mockApi({
      'GET /restaurants/by-role': () => jsonResponse([]),
      'POST /restaurants': ({ body }) =>
        jsonResponse({ id: 9, createdDate: '2026-02-01T09:00:00Z', ...(body as object) }, 201),
    });

    expect(within(drawer).getByLabelText('Ana renk')).toHaveValue('#FF6B35');
    expect(within(drawer).getByLabelText('İkincil renk')).toHaveValue('#2C3E50');
    await user.click(within(drawer).getByLabelText('Restoran adı'));
    await user.paste('  Deniz Kızı  ');
    await user.click(within(drawer).getByLabelText('Adres'));
    await user.paste(' Kordon Boyu 5, İzmir ');
    await user.click(within(drawer).getByLabelText('Web sitesi'));
    await user.paste('denizkizi.com.tr');
    await user.click(within(drawer).getByText('Kaydet'));

    expect(await screen.findByText('Restoran oluşturuldu')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/restaurants']);
    // What was typed, trimmed and with http:// added; every field left alone goes out as the shared schema's
    // default (null texts, the colours checked above, calls on, orders off, active), as the API would store it.
    const typed = { name: 'Deniz Kızı', address: 'Kordon Boyu 5, İzmir', website: 'http://denizkizi.com.tr' };
    expect(posts[0].body).toEqual(RestaurantRequest.parse(typed));
    await waitFor(() => expect(screen.queryByLabelText('Restoran adı')).not.toBeInTheDocument());
  });

  it('keeps what was typed and names the fields when the server answers 400 with validation errors', async () => {
    const { user, drawer } = await openNewRestaurantForm();
    mockApi({
      'GET /restaurants/by-role': () => jsonResponse([]),
      'POST /restaurants': () =>
        jsonResponse(
          {
            status: 400,
            title: 'Bad Request',
            message: 'Geçersiz veri',
            errors: { name: ['Bu ad zaten kullanılıyor'] },
          },
          400,
        ),
    });

    await user.click(within(drawer).getByLabelText('Restoran adı'));
    await user.paste('Lezzet Durağı');
    await user.click(within(drawer).getByText('Kaydet'));

    expect(await screen.findByText('Validation Hatası: name: Bu ad zaten kullanılıyor')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Restoran adı')).toHaveValue('Lezzet Durağı');
    expect(within(drawer).getByText('Bu ad zaten kullanılıyor')).toBeInTheDocument();
  });

  it('uploads a logo from the computer, fills the field, and shows the server message when the type is refused', async () => {
    const { user, drawer } = await openNewRestaurantForm();
    const calls = mockApi({
      'POST /uploads/images': ({ body }) =>
        (body as FormData).get('file') instanceof Blob && ((body as FormData).get('file') as File).name === 'logo.png'
          ? jsonResponse({ path: '/uploads/menu/logo.png' }, 201)
          : jsonResponse(
              {
                status: 415,
                title: 'Unsupported Media Type',
                message: 'Desteklenmeyen görsel türü. JPEG, PNG, WebP, GIF veya AVIF yükleyin.',
              },
              415,
            ),
    });
    const fileInput = within(drawer).getByTestId('restaurant_logo-file');

    await user.upload(fileInput, new File(['png-bytes'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(within(drawer).getByLabelText('Logo')).toHaveValue('/uploads/menu/logo.png'));
    expect(within(drawer).getByRole('img', { name: 'Logo önizlemesi' })).toHaveAttribute(
      'src',
      '/uploads/menu/logo.png',
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /uploads/images']);

    await user.upload(fileInput, new File(['text'], 'notlar.txt', { type: 'image/png' }));
    expect(
      await screen.findByText('Desteklenmeyen görsel türü. JPEG, PNG, WebP, GIF veya AVIF yükleyin.'),
    ).toBeInTheDocument();
  });

  it('refuses to save without the permission to manage a restaurant', async () => {
    signIn(makeUser({ role: 'Manager' }));
    const calls = mockApi({});
    const { user } = renderWithProviders(
      <RestaurantForm
        open
        restaurant={null}
        saving={false}
        canSave={false}
        onClose={() => undefined}
        onSubmit={async () => undefined}
      />,
    );

    await user.click(await screen.findByText('Kaydet'));

    expect(await screen.findByText('Restoran oluşturma/düzenleme yetkiniz bulunmamaktadır')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
