// The category dialog starts clean every time, proposes the end of the list, and shows the server's refusal of a
// second category of the same name.
import { screen, waitFor, within } from '@testing-library/react';
import CategoriesScreen from '../../../../exposes/categories-screen';
import { category, signInAdmin } from '../../../../testing/fixtures';
import { jsonResponse, mockApi, renderWithProviders, signOutForTest } from '@menu/shared/testing';

afterEach(() => {
  jest.restoreAllMocks();
  signOutForTest();
});

const admin = signInAdmin;

describe('the category dialog', () => {
  it('forgets last time’s errors and values when opened again', async () => {
    admin();
    mockApi({ 'GET /Categories/user/5': [] });
    const { user } = renderWithProviders(<CategoriesScreen />);
    await screen.findByText('Henüz kategori eklenmemiş');
    await user.click(screen.getAllByRole('button', { name: /Yeni Kategori/ })[0]);
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Kategori adı zorunludur')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));

    await user.click(screen.getAllByRole('button', { name: /Yeni Kategori/ })[0]);
    dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).queryByText('Kategori adı zorunludur')).toBeNull());
    expect(within(dialog).getByLabelText('Kategori adı')).toHaveValue('');
  });

  it('proposes the end of the list for a new category', async () => {
    admin();
    const calls = mockApi({
      'GET /Categories/user/5': [
        category(1, { name: 'Çorbalar', displayOrder: 0 }),
        category(2, { name: 'Tatlılar', displayOrder: 7 }),
      ],
      'POST /Categories': category(9, { name: 'İçecekler', displayOrder: 8 }),
    });
    const { user } = renderWithProviders(<CategoriesScreen />);
    await screen.findByText('Tatlılar');
    await user.click(screen.getAllByRole('button', { name: /Yeni Kategori/ })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Sıralama')).toHaveValue('8');
    await user.type(within(dialog).getByLabelText('Kategori adı'), 'İçecekler');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'İçecekler', displayOrder: 8 }),
    );
  });

  it('shows the Turkish refusal of a second category of the same name and keeps the dialog open', async () => {
    admin();
    const message =
      'Bu restoranda “Tatlılar” adında aktif bir kategori zaten var. Başka bir ad seçin ya da diğerini yayından kaldırın.';
    mockApi({
      'GET /Categories/user/5': [category(2, { name: 'Tatlılar' })],
      'POST /Categories': () => jsonResponse({ status: 409, title: 'Çakışma', message }, 409),
    });
    const { user } = renderWithProviders(<CategoriesScreen />);
    await screen.findByText('Tatlılar');
    await user.click(screen.getAllByRole('button', { name: /Yeni Kategori/ })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Kategori adı'), 'TATLILAR');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
