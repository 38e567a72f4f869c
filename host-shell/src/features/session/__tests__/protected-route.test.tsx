import { sessionStore, type User } from '@menu/shared';
import { makeUser } from '@menu/shared/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../protected-route';

const user = (role: User['role']) => makeUser({ role });

function renderAt(element: React.ReactNode) {
  return render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={element} />
        <Route path="/login" element={<div>Giriş sayfası</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the protected-area wrapper', () => {
  it('shows the spinner while the session is checked', () => {
    sessionStore.setState({ status: 'checking', user: null });
    renderAt(<ProtectedRoute>gizli</ProtectedRoute>);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });

  it('sends a visitor without a user to /login', () => {
    sessionStore.setState({ status: 'anonymous', user: null });
    renderAt(<ProtectedRoute>gizli</ProtectedRoute>);
    expect(screen.getByText('Giriş sayfası')).toBeInTheDocument();
  });

  it('refuses a missing role with the required and current role', () => {
    sessionStore.setState({ status: 'authenticated', user: user('Manager') });
    renderAt(<ProtectedRoute requiredRoles={['SuperAdmin']}>gizli</ProtectedRoute>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erişim Reddedildi');
    expect(alert).toHaveTextContent('Süper Yönetici');
    expect(alert).toHaveTextContent('Müdür');
    expect(screen.queryByText('gizli')).not.toBeInTheDocument();
  });

  it('refuses a missing permission naming it', () => {
    sessionStore.setState({ status: 'authenticated', user: user('Manager') });
    renderAt(<ProtectedRoute requiredPermission="manage_users">gizli</ProtectedRoute>);
    expect(screen.getByRole('alert')).toHaveTextContent('Yetki Gerekli');
    expect(screen.getByRole('alert')).toHaveTextContent('manage_users');
  });

  it('renders the content for an allowed user', () => {
    sessionStore.setState({ status: 'authenticated', user: user('Admin') });
    renderAt(<ProtectedRoute requiredPermission="manage_users">gizli</ProtectedRoute>);
    expect(screen.getByText('gizli')).toBeInTheDocument();
  });
});
