// docs/screens.md, Sign-in: username, password with show/hide, submit, a forgot link that leads nowhere,
// 'Lütfen tüm alanları doldurun', a success message and / after 1.5 s. Plain React (no antd, no router, no
// session store): the sign-in build draws it into login.html and ships it on Preact
// (host-shell/scripts/host-pages.cjs); inside the portal (after signing out) LoginRoute renders it with React.
import { ApiError, authStrings, sessionEndedNotice } from '@menu/shared/sign-in';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import './login.css';

const tr = { auth: authStrings };

export const REDIRECT_DELAY_MS = 1500;

function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetwork) return tr.auth.failedCheck;
    return error.body?.message || tr.auth.failed;
  }
  return tr.auth.failedCheck;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <line x1="3" y1="3" x2="21" y2="21" />}
    </svg>
  );
}

export interface LoginPageProps {
  /** Signs in; rejects with an ApiError (its message is shown) or any error (a generic one is). */
  signIn(username: string, password: string): Promise<unknown>;
  /** Leaves the page for the portal, 1.5 s after a successful sign-in. */
  onSignedIn(): void;
}

export function LoginPage({ signIn, onSignedIn }: LoginPageProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Why the user is here again (the portal signed them out), and the forgotten-password help.
  const [ended, setEnded] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // False in the prerendered HTML and the first (hydrating) render: the button waits for React to answer it.
  const [ready, setReady] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // What the user typed into the prerendered form before its script ran becomes the state, not wiped.
  useLayoutEffect(() => {
    const typedName = usernameInput.current?.value;
    const typedPassword = passwordInput.current?.value;
    if (typedName) setUsername(typedName);
    if (typedPassword) setPassword(typedPassword);
    setEnded(sessionEndedNotice.take());
    setReady(true);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setEnded(false);
    if (!username.trim() || !password) {
      setError(tr.auth.fillAll);
      return;
    }
    setSubmitting(true);
    try {
      await signIn(username.trim(), password);
      setSuccess(true);
      timer.current = setTimeout(onSignedIn, REDIRECT_DELAY_MS);
    } catch (err) {
      setError(loginErrorText(err));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="login">
      <section className="login__card" aria-labelledby="login-title">
        <div className="login__brand" aria-hidden="true">
          <span className="login__logo">QR</span>
        </div>
        <h1 id="login-title" className="login__title">
          {tr.auth.title}
        </h1>
        <p className="login__subtitle">{tr.auth.subtitle}</p>

        {ended && !success ? (
          <div className="login__alert login__alert--info" role="status">
            {tr.auth.sessionEnded}
          </div>
        ) : null}

        <form className="login__form" onSubmit={onSubmit} noValidate>
          <label className="login__label" htmlFor="login-username">
            {tr.auth.username}
          </label>
          <input
            id="login-username"
            ref={usernameInput}
            className="login__input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            disabled={success}
          />

          <label className="login__label" htmlFor="login-password">
            {tr.auth.password}
          </label>
          <div className="login__password">
            <input
              id="login-password"
              ref={passwordInput}
              className="login__input"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={success}
            />
            <button
              type="button"
              className="login__toggle"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? tr.auth.hidePassword : tr.auth.showPassword}
              aria-pressed={showPassword}
            >
              <EyeIcon crossed={showPassword} />
            </button>
          </div>

          <div className="login__row">
            <button
              type="button"
              className="login__forgot"
              aria-expanded={forgotOpen}
              aria-controls="login-forgot-help"
              onClick={() => setForgotOpen((v) => !v)}
            >
              {tr.auth.forgot}
            </button>
          </div>
          {forgotOpen ? (
            <div
              id="login-forgot-help"
              className="login__alert login__alert--info"
              role="region"
              aria-label={tr.auth.forgotTitle}
            >
              <strong className="login__help-title">{tr.auth.forgotTitle}</strong>
              <p className="login__help-text">{tr.auth.forgotHelp}</p>
              <button type="button" className="login__forgot" onClick={() => setForgotOpen(false)}>
                {tr.auth.forgotClose}
              </button>
            </div>
          ) : null}

          {error && (
            <div className="login__alert login__alert--error" role="alert">
              {error}
            </div>
          )}
          {success && (
            <div className="login__alert login__alert--success" role="status">
              {tr.auth.success}
            </div>
          )}

          <button className="login__submit" type="submit" disabled={!ready || submitting || success}>
            {submitting ? tr.auth.submitting : tr.auth.submit}
          </button>
        </form>
      </section>
    </main>
  );
}
