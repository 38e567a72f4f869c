import { sessionStore, UserSchema } from '@menu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import UsersScreen from '../../../../exposes/users-screen';
import { adminA, ege, lezzet, tokenWithRestaurant, wireUsers } from '../../../../testing/fixtures';
import { jsonResponse, makeUser, mockApi, renderWithProviders, signIn } from '@menu/shared/testing';
import { cleanUpAfterEach, parseRestaurants, renderScreen } from '@menu/shared/testing/screen';

const restaurants = parseRestaurants([lezzet, ege]);
const superAdmin = makeUser({
  id: 1,
  userId: 1,
  role: 'SuperAdmin',
  restaurantId: null,
  username: 'superadmin',
  firstName: 'Selin',
  lastName: 'Kara',
});
const usersOfA = wireUsers.filter((u) => u.restaurantId === 1);

cleanUpAfterEach();

async function openNewUserForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await screen.findAllByRole('article');
  await user.click(screen.getByRole('button', { name: /Yeni Kullanıcı/ }));
  return within(await screen.findByRole('dialog'));
}

describe('user management screen', () => {
  it('shows a SuperAdmin every user as cards with stats, roles, restaurants, account age and last sign-in', async () => {
    renderScreen(<UsersScreen />, { user: superAdmin, restaurants: restaurants, api: { 'GET /users': wireUsers } });

    expect(screen.getByRole('heading', { name: 'Kullanıcı Yönetimi' })).toBeInTheDocument();
    expect(screen.getByText('Sistemdeki tüm kullanıcıları yönetin')).toBeInTheDocument();
    expect(screen.getByText('2 restoran')).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);

    const irem = await screen.findByRole('article', { name: 'İrem Şahin' });
    expect(within(irem).getByText('İŞ')).toBeInTheDocument();
    expect(within(irem).getByText('@irem')).toBeInTheDocument();
    expect(within(irem).getByText('Lezzet Durağı')).toBeInTheDocument();
    expect(within(irem).getByText('Müdür')).toBeInTheDocument();
    expect(within(irem).getByText('Pasif')).toBeInTheDocument();
    expect(within(irem).getByText('Hesap yaşı: 2 hafta')).toBeInTheDocument();
    expect(within(irem).getByText('Son giriş: Hiç giriş yapmadı')).toBeInTheDocument();
    expect(
      within(irem).getByRole('link', { name: 'irem@lezzet.com: İrem Şahin kullanıcısına e-posta gönder' }),
    ).toHaveAttribute('href', 'mailto:irem@lezzet.com');
    expect(within(irem).getByRole('switch', { name: 'İrem Şahin kullanıcısının durumu' })).not.toBeChecked();
    expect(
      within(screen.getByRole('article', { name: 'Ozan Işık' })).getByText('Hesap yaşı: Bugün'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ahmet Demir' })).getByText('Hesap yaşı: 3 gün'),
    ).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Kullanıcı istatistikleri' });
    expect(within(within(stats).getByRole('group', { name: 'Toplam kullanıcı' })).getByText('4')).toBeInTheDocument();
    expect(within(within(stats).getByRole('group', { name: 'Aktif kullanıcı' })).getByText('3')).toBeInTheDocument();
    expect(
      within(within(stats).getByRole('group', { name: 'Süper Yönetici sayısı' })).getByText('1'),
    ).toBeInTheDocument();
    expect(
      within(within(stats).getByRole('group', { name: 'Giriş yapmış kullanıcı' })).getByText('2'),
    ).toBeInTheDocument();

    // Oneself: no status toggle and no delete.
    const self = screen.getByRole('article', { name: 'Selin Kara' });
    expect(within(self).getByText('Siz')).toBeInTheDocument();
    expect(within(self).getByRole('button', { name: 'Selin Kara kullanıcısını sil' })).toBeDisabled();
    expect(within(self).getByRole('switch')).toBeDisabled();
  });

  it("tells an Admin it manages its restaurant's users and never offers the SuperAdmin role", async () => {
    const { user } = renderScreen(<UsersScreen />, {
      user: adminA,
      restaurants: [restaurants[0]],
      api: { 'GET /users': usersOfA },
    });

    expect(screen.getByText('Restoranınızın kullanıcılarını yönetin')).toBeInTheDocument();
    const form = await openNewUserForm(user);
    await user.click(form.getByRole('combobox', { name: 'Rol' }));
    expect(await screen.findAllByRole('option', { name: 'Yönetici' })).not.toHaveLength(0);
    expect(screen.getAllByRole('option', { name: 'Müdür' })).not.toHaveLength(0);
    expect(screen.queryByRole('option', { name: 'Süper Yönetici' })).not.toBeInTheDocument();
    expect(form.getByText('SuperAdmin rolünü yalnızca bir SuperAdmin verebilir.')).toBeInTheDocument();
  });

  it('checks the form rules before anything is sent, and alerts when no restaurant is chosen', async () => {
    const { user, calls } = renderScreen(<UsersScreen />, {
      user: superAdmin,
      restaurants: restaurants,
      api: { 'GET /users': wireUsers },
    });

    const form = await openNewUserForm(user);
    await user.type(form.getByLabelText('E-posta'), 'selin@');
    await user.type(form.getByLabelText('Şifre'), 'abc1234');
    await user.click(form.getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Lütfen bir restoran seçin', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(await form.findByText('Ad zorunludur')).toBeInTheDocument();
    expect(form.getByText('Soyad zorunludur')).toBeInTheDocument();
    expect(form.getByText('Kullanıcı adı zorunludur')).toBeInTheDocument();
    expect(form.getByText('Geçerli bir email adresi girin')).toBeInTheDocument();
    expect(form.getByText('Şifre en az 8 karakter olmalıdır')).toBeInTheDocument();
    expect(form.getAllByText('Lütfen bir restoran seçin').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('creates a user with the restaurant from the token, Admin by default, role as a number, then reloads the list', async () => {
    signIn(superAdmin, restaurants);
    sessionStore.setState({ token: tokenWithRestaurant(2) });
    let listCalls = 0;
    const calls = mockApi({
      'GET /users': () => {
        listCalls += 1;
        return jsonResponse(wireUsers);
      },
      'POST /users': () => jsonResponse({ ...wireUsers[3], id: 9, userId: 9, username: 'yeni' }, 201),
    });
    const { user } = renderWithProviders(<UsersScreen />);

    const form = await openNewUserForm(user);
    // The new-user button is hidden while the form is open.
    expect(screen.queryByRole('button', { name: /Yeni Kullanıcı/ })).not.toBeInTheDocument();
    expect(form.getByText('Ege Sofrası')).toBeInTheDocument();
    expect(form.getByText('Yönetici')).toBeInTheDocument();
    await user.type(form.getByLabelText('Ad'), 'Elif');
    await user.type(form.getByLabelText('Soyad'), 'Yurt');
    await user.type(form.getByLabelText('Kullanıcı adı'), 'elif.yurt');
    await user.type(form.getByLabelText('E-posta'), 'elif@ege.com');
    await user.type(form.getByLabelText('Şifre'), 'Zeytin-Dali-7');
    await user.click(form.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      restaurantId: 2,
      firstName: 'Elif',
      lastName: 'Yurt',
      username: 'elif.yurt',
      email: 'elif@ege.com',
      passwordHash: 'Zeytin-Dali-7',
      role: 1,
      isActive: true,
    });
    expect(await screen.findByText('Kullanıcı oluşturuldu')).toBeInTheDocument();
    await waitFor(() => expect(listCalls).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: /Yeni Kullanıcı/ })).toBeInTheDocument());
  });

  it('shows a taken user name on its field and the create failure message, keeping what was typed', async () => {
    const { user } = renderScreen(<UsersScreen />, {
      user: adminA,
      restaurants: [restaurants[0]],
      api: {
        'GET /users': usersOfA,
        'POST /users': () =>
          jsonResponse(
            {
              status: 409,
              title: 'Çakışma',
              message: 'Bu kullanıcı adı zaten kullanılıyor',
              errors: { username: ['Bu kullanıcı adı zaten kullanılıyor'] },
            },
            409,
          ),
      },
    });

    const form = await openNewUserForm(user);
    await user.type(form.getByLabelText('Ad'), 'Can');
    await user.type(form.getByLabelText('Soyad'), 'Er');
    await user.type(form.getByLabelText('Kullanıcı adı'), 'ahmet');
    await user.type(form.getByLabelText('E-posta'), 'can@lezzet.com');
    await user.type(form.getByLabelText('Şifre'), 'Zeytin-Dali-7');
    await user.click(form.getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Kullanıcı oluşturulurken bir hata oluştu!')).toBeInTheDocument();
    expect(await form.findAllByText('Bu kullanıcı adı zaten kullanılıyor')).not.toHaveLength(0);
    expect(form.getByLabelText('Kullanıcı adı')).toHaveValue('ahmet');
  });

  it('edits a user with a blank password meaning unchanged', async () => {
    const { user, calls } = renderScreen(<UsersScreen />, {
      user: superAdmin,
      restaurants: restaurants,
      api: { 'GET /users': wireUsers, 'PUT /users/3': () => jsonResponse(wireUsers[2]) },
    });

    const card = await screen.findByRole('article', { name: 'İrem Şahin' });
    await user.click(within(card).getByRole('button', { name: 'İrem Şahin kullanıcısını düzenle' }));
    const form = within(await screen.findByRole('dialog'));
    expect(form.getByLabelText('Ad')).toHaveValue('İrem');
    expect(form.getByLabelText('Yeni şifre')).toHaveValue('');
    await user.clear(form.getByLabelText('Soyad'));
    await user.type(form.getByLabelText('Soyad'), 'Yıldız');
    await user.click(form.getByRole('button', { name: 'Güncelle' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      id: 3,
      lastName: 'Yıldız',
      passwordHash: '',
      role: 2,
      restaurantId: 1,
      isActive: false,
    });
    expect(await screen.findByText('Kullanıcı güncellendi')).toBeInTheDocument();
  });

  it("asks for the current password when one changes one's own, and shows the server's verdict on it", async () => {
    signIn(adminA, [restaurants[0]]);
    let attempt = 0;
    const calls = mockApi({
      'GET /users': usersOfA,
      'PUT /users/2': () =>
        ++attempt === 1
          ? jsonResponse(
              {
                status: 400,
                title: 'Geçersiz veri',
                message: 'Mevcut şifreniz hatalı',
                errors: { currentPassword: ['Mevcut şifreniz hatalı'] },
              },
              400,
            )
          : jsonResponse(wireUsers[1]),
    });
    const { user } = renderWithProviders(<UsersScreen />);

    const card = await screen.findByRole('article', { name: 'Ahmet Demir' });
    await user.click(within(card).getByRole('button', { name: 'Ahmet Demir kullanıcısını düzenle' }));
    const form = within(await screen.findByRole('dialog'));
    // No current-password field until a new password is typed.
    expect(form.queryByLabelText('Mevcut şifreniz')).not.toBeInTheDocument();
    await user.type(form.getByLabelText('Yeni şifre'), 'Kordon-Boyu-2026');
    expect(
      form.getByText(
        'Kendi şifrenizi değiştirmek için mevcut şifreniz gerekir. Diğer cihazlardaki oturumlarınız kapanır.',
      ),
    ).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Güncelle' }));
    expect(await form.findByText('Şifrenizi değiştirmek için mevcut şifrenizi girin')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.type(form.getByLabelText('Mevcut şifreniz'), 'yanlis-sifre');
    await user.click(form.getByRole('button', { name: 'Güncelle' }));
    expect(await form.findByText('Mevcut şifreniz hatalı')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      id: 2,
      passwordHash: 'Kordon-Boyu-2026',
      currentPassword: 'yanlis-sifre',
    });

    await user.clear(form.getByLabelText('Mevcut şifreniz'));
    await user.type(form.getByLabelText('Mevcut şifreniz'), 'Dogru-Sifre-2026');
    await user.click(form.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Kullanıcı güncellendi')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toMatchObject({
      passwordHash: 'Kordon-Boyu-2026',
      currentPassword: 'Dogru-Sifre-2026',
    });
  });

  it('toggles a user by sending the full record with the flag inverted, and reports a failure in Turkish', async () => {
    const { user, calls } = renderScreen(<UsersScreen />, {
      user: superAdmin,
      restaurants: restaurants,
      api: {
        'GET /users': wireUsers,
        'PUT /users/2': () =>
          jsonResponse({ status: 500, title: 'Sunucu hatası', message: 'Beklenmeyen bir sunucu hatası oluştu.' }, 500),
      },
    });

    const card = await screen.findByRole('article', { name: 'Ahmet Demir' });
    await user.click(within(card).getByRole('switch', { name: 'Ahmet Demir kullanıcısının durumu' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      id: 2,
      restaurantId: 1,
      username: 'ahmet',
      email: 'ahmet@lezzet.com',
      passwordHash: '',
      firstName: 'Ahmet',
      lastName: 'Demir',
      role: 1,
      isActive: false,
    });
    expect(await screen.findByText('Kullanıcı durumu değiştirilirken bir hata oluştu!')).toBeInTheDocument();
  });

  it('asks before deleting and says so in Turkish when it fails', async () => {
    const { user } = renderScreen(<UsersScreen />, {
      user: superAdmin,
      restaurants: restaurants,
      api: {
        'GET /users': wireUsers,
        'DELETE /users/4': () =>
          jsonResponse({ status: 404, title: 'Bulunamadı', message: 'Kullanıcı bulunamadı' }, 404),
      },
    });

    const card = await screen.findByRole('article', { name: 'Ozan Işık' });
    await user.click(within(card).getByRole('button', { name: 'Ozan Işık kullanıcısını sil' }));
    expect(await screen.findByText('Bu kullanıcıyı silmek istediğinizden emin misiniz?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Kullanıcı silinirken bir hata oluştu!')).toBeInTheDocument();
    expect(screen.getByText('Kullanıcı bulunamadı')).toBeInTheDocument();
  });

  it('narrows the cards with the search and the advanced filters, and clears them', async () => {
    const { user } = renderScreen(<UsersScreen />, {
      user: superAdmin,
      restaurants: restaurants,
      api: { 'GET /users': wireUsers },
    });
    await screen.findAllByRole('article');

    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı ara' }), 'ŞAHİN');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('4 kullanıcıdan 1 tanesi gösteriliyor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Filtreleri temizle/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: /Gelişmiş filtreler/ }));
    await user.click(screen.getByRole('combobox', { name: 'Giriş durumu' }));
    const never = document.querySelector('.ant-select-item-option[title="Hiç giriş yapmamış"]') as HTMLElement;
    await user.click(never);
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
        'İrem Şahin',
        'Ozan Işık',
      ]),
    );

    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı ara' }), 'yok-boyle-biri');
    expect(await screen.findByText('Filtrelere uyan kullanıcı bulunamadı')).toBeInTheDocument();
  });

  it('switches to the list view', async () => {
    const { user } = renderScreen(<UsersScreen />, {
      user: superAdmin,
      restaurants: restaurants,
      api: { 'GET /users': wireUsers },
    });
    await screen.findAllByRole('article');

    await user.click(screen.getByText('Liste'));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('@ozan')).toBeInTheDocument();
    expect(within(table).getByText('Ege Sofrası')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the spec's load failure and empties the list", async () => {
    renderScreen(<UsersScreen />, {
      user: superAdmin,
      restaurants: restaurants,
      api: {
        'GET /users': () =>
          jsonResponse({ status: 403, title: 'Erişim reddedildi', message: 'Bu işlem için yetkiniz yok' }, 403),
      },
    });

    expect(await screen.findByText('API Hatası: Bu işlem için yetkiniz yok')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the empty state when there is no user', async () => {
    renderScreen(<UsersScreen />, { user: superAdmin, restaurants: restaurants, api: { 'GET /users': [] } });
    expect(await screen.findByText('Henüz kullanıcı eklenmemiş')).toBeInTheDocument();
  });

  it('parses users whatever id alias and role form they arrive with', () => {
    expect(UserSchema.parse({ UserId: 5, username: 'x', role: '3' })).toMatchObject({
      id: 5,
      userId: 5,
      role: 'SuperAdmin',
    });
  });
});
