import { sessionStore } from '@menu/shared';
import { screen, within } from '@testing-library/react';
import RestaurantsScreen from '../../../../exposes/restaurants-screen';
import { jsonResponse, makeUser, mockApi, renderWithProviders, signIn, signOutForTest } from '../../../../testing/render';

const lezzet = {
  id: 7,
  name: 'Lezzet Durağı',
  description: 'Ev yemekleri',
  address: 'Kadıköy, İstanbul',
  phone: '0216 555 00 00',
  email: 'info@lezzet.com',
  website: 'www.lezzet.com',
  logo: null,
  backgroundImage: null,
  primaryColor: '#FF6B35',
  secondaryColor: '#2C3E50',
  isActive: true,
  createdDate: '2026-01-05T10:00:00Z',
};

afterEach(() => {
  jest.restoreAllMocks();
  signOutForTest();
});

describe('restaurant management screen', () => {
  it('tells a SuperAdmin they manage all restaurants and offers a new one', async () => {
    signIn(makeUser({ role: 'SuperAdmin' }));
    mockApi({ 'GET /restaurants/by-role': [lezzet] });
    renderWithProviders(<RestaurantsScreen />);

    expect(screen.getByRole('heading', { name: 'Restoran Yönetimi' })).toBeInTheDocument();
    expect(screen.getByText('Tüm restoranları yönetin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni Restoran' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Lezzet Durağı' });
    expect(within(card).getByText('Aktif')).toBeInTheDocument();
    expect(within(card).getByText('LD')).toBeInTheDocument();
    expect(within(card).getByText('Oluşturulma: 5 Ocak 2026')).toBeInTheDocument();
    expect(screen.getByText(/Süper Yönetici/)).toBeInTheDocument();
    expect(screen.getByText('1 restoran')).toBeInTheDocument();
  });
});
