// login.html carries the sign-in form drawn at build time (renderLoginMarkup); the sign-in entry hydrates it.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { LoginPage } from '../login-page';
import { renderLoginMarkup } from '../prerender';

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderLoginMarkup();
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  jest.restoreAllMocks();
});

async function hydrate(signIn = jest.fn(async () => undefined)) {
  await act(async () => {
    root = hydrateRoot(container, <LoginPage signIn={signIn} onSignedIn={jest.fn()} />);
  });
  return signIn;
}

describe('the sign-in form drawn at build time', () => {
  it('shows the whole form before any script runs, its button waiting for React', () => {
    expect(screen.getByRole('heading', { name: 'Yönetim Paneline Giriş' })).toBeInTheDocument();
    expect(screen.getByLabelText('Kullanıcı adı')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Şifremi unuttum' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeDisabled();
  });

  it('hydrates without a mismatch, keeps what the user typed before the script ran, and then answers', async () => {
    const errors = jest.spyOn(console, 'error');
    // Typed into the plain HTML form while the script was still downloading.
    (screen.getByLabelText('Kullanıcı adı') as HTMLInputElement).value = 'yonetici';
    await hydrate();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
    expect(screen.getByLabelText('Kullanıcı adı')).toHaveValue('yonetici');
    // The typed name is React's state now: only the password is missing.
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen tüm alanları doldurun');
    await userEvent.type(screen.getByLabelText('Şifre'), 'gizli');
    await userEvent.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Kullanıcı adı')).toHaveValue('yonetici');
  });

  it('signs in with the name typed before hydration and the password typed after', async () => {
    (screen.getByLabelText('Kullanıcı adı') as HTMLInputElement).value = ' yonetici ';
    const signIn = await hydrate();
    await userEvent.type(screen.getByLabelText('Şifre'), 'gizli');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(signIn).toHaveBeenCalledWith('yonetici', 'gizli');
    expect(await screen.findByRole('status')).toHaveTextContent('Giriş başarılı! Yönlendiriliyorsunuz...');
  });
});
