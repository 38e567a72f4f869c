import { sessionEndedNotice, sessionStore, tokenStorage } from '@menu/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoginRoute } from '../../../app/app';

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/" element={<div>Yönetim ana sayfası</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, token: null }));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  localStorage.clear();
});

describe('the sign-in page', () => {
  it('asks for both fields before calling the server', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    renderLogin();
    await userEvent.type(screen.getByLabelText('Kullanıcı adı'), 'superadmin');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen tüm alanları doldurun');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = screen.getByLabelText('Şifre');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi gizle' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the server’s message when sign-in fails', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(401, { status: 401, title: 'Unauthorized', message: 'Kullanıcı adı veya şifre hatalı' }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Kullanıcı adı'), 'superadmin');
    await userEvent.type(screen.getByLabelText('Şifre'), 'yanlis');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kullanıcı adı veya şifre hatalı');
  });

  it('says it could not sign in when the server is unreachable', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Kullanıcı adı'), 'a');
    await userEvent.type(screen.getByLabelText('Şifre'), 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Giriş yapılamadı. Lütfen bilgilerinizi kontrol edin.');
  });

  it('keeps the token in memory (not in storage), shows success and goes to / after 1.5 seconds', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        (input as Request).url.endsWith('/auth/login')
          ? json(200, { token: 'tok', user: { id: 1, username: 'superadmin', role: 3, restaurantId: null } })
          : json(200, []),
      );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Kullanıcı adı'), 'superadmin');
    await userEvent.type(screen.getByLabelText('Şifre'), 'dogru-sifre');
    jest.useFakeTimers();
    await act(async () => {
      screen.getByRole('button', { name: 'Giriş Yap' }).click();
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Giriş başarılı');
    expect(tokenStorage.get()).toBe('tok');
    expect(localStorage.length).toBe(0);
    act(() => jest.advanceTimersByTime(1400));
    expect(screen.queryByText('Yönetim ana sayfası')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('Yönetim ana sayfası')).toBeInTheDocument();
  });

  it('sends a user who is already signed in on to /, and one whose session is still being checked only once it is', async () => {
    sessionStore.setState({ status: 'checking' });
    renderLogin();
    expect(screen.getByLabelText('Kullanıcı adı')).toBeInTheDocument();
    act(() => sessionStore.setState({ status: 'authenticated' }));
    expect(await screen.findByText('Yönetim ana sayfası')).toBeInTheDocument();
  });

  it('says why after the portal signed the user out, until they sign in again', async () => {
    sessionEndedNotice.mark();
    renderLogin();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Oturumunuzun süresi doldu, lütfen tekrar giriş yapın.',
    );
  });

  it('explains what to do about a forgotten password instead of a dead link', async () => {
    renderLogin();
    expect(screen.queryByRole('status')).toBeNull();
    const forgot = screen.getByRole('button', { name: 'Şifremi unuttum' });
    expect(forgot).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(forgot);
    expect(screen.getByRole('region', { name: 'Şifrenizi mi unuttunuz?' })).toHaveTextContent(
      'Kullanıcılar ekranında size yeni bir şifre belirlemesini isteyin',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    expect(screen.queryByRole('region', { name: 'Şifrenizi mi unuttunuz?' })).toBeNull();
  });
});
