import { hasPermission, sessionStore, type Role, type User } from '@menu/shared';
import { makeUser } from '@menu/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AdminShell from '../admin-shell';
import { defaultScreen, visibleNavigation } from '../screens';

jest.mock('../../remotes/remote-map', () => ({
  loadScreen: (remote: string, exposed: string) =>
    remote === 'users'
      ? Promise.reject(new Error('#RUNTIME-003 Failed to get manifest'))
      : Promise.resolve(() => (
          <div>
            Ekran: {remote}
            {exposed}
          </div>
        )),
}));

const user = (role: User['role']) => makeUser({ role, lastName: 'Kaya' });

const labels = (role: Role) => {
  const can = (p: Parameters<typeof hasPermission>[1]) => hasPermission({ role }, p);
  return visibleNavigation(can).map((i) => [i.label, ...(i.children ?? []).map((c) => c.label)]);
};

describe('navigation per role', () => {
  it('shows everything to a SuperAdmin and an Admin', () => {
    for (const role of ['SuperAdmin', 'Admin'] as Role[]) {
      expect(labels(role)).toEqual([
        ['Restoranlar'],
        ['Kurallara uygunluk'],
        ['Ürünler', 'Kategoriler', 'Ürünler', 'Ürün Varyantları', 'Ürün Eklentileri'],
        ['QR', 'QR Kod Yönetimi', 'Menü Erişim Kayıtları'],
        ['Çalışma Düzeni', 'Çalışma Saatleri', 'Özel Günler', 'Çeviriler'],
        ['Kullanıcılar'],
        ['Geçmiş'],
        ['Servis'],
      ]);
    }
  });

  it('shows a Manager only the product screens, translations and the compliance panel', () => {
    expect(labels('Manager')).toEqual([
      ['Kurallara uygunluk'],
      ['Ürünler', 'Kategoriler', 'Ürünler', 'Ürün Varyantları', 'Ürün Eklentileri'],
      ['Çalışma Düzeni', 'Çeviriler'],
      ['Servis'],
    ]);
    expect(defaultScreen((p) => hasPermission({ role: 'Manager' }, p))).toBe('categories');
  });

  it('shows a Garson only the service screen, and opens it', () => {
    expect(labels('Garson')).toEqual([['Servis']]);
    expect(defaultScreen((p) => hasPermission({ role: 'Garson' }, p))).toBe('service');
  });

  it('opens restaurants by default for an Admin', () => {
    expect(defaultScreen((p) => hasPermission({ role: 'Admin' }, p))).toBe('restaurants');
  });
});

function renderShell(path: string, role: Role) {
  sessionStore.setState({ status: 'authenticated', user: user(role), restaurants: [] });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<div>Giriş sayfası</div>} />
        <Route path="/:screen?" element={<AdminShell />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the admin shell', () => {
  it('shows the title, the user’s initials, name and role', async () => {
    renderShell('/', 'Admin');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('QR Menü Yönetim Paneli')).toBeInTheDocument();
    expect(within(header).getByText('AK')).toBeInTheDocument();
    expect(await screen.findByText('Ekran: restaurants./RestaurantsScreen')).toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    renderShell('/variants', 'Manager');
    expect(await screen.findByText('Ekran: catalog./VariantsScreen')).toBeInTheDocument();
  });

  it('asks for the permission when a Manager opens the users tab by URL', () => {
    renderShell('/users', 'Manager');
    expect(screen.getByRole('alert')).toHaveTextContent('Yetki Gerekli');
  });

  it('keeps the shell working when a remote cannot be loaded, with a retry button', async () => {
    renderShell('/users', 'Admin');
    expect(await screen.findByText('Bu bölüm yüklenemedi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('QR Menü Yönetim Paneli');
  });

  it('signs out to the sign-in page', async () => {
    renderShell('/', 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(screen.getByText('Giriş sayfası')).toBeInTheDocument();
    expect(sessionStore.getState().status).toBe('anonymous');
  });
});
