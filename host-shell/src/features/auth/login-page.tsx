// docs/screens.md, Sign-in: username, password with show/hide, submit, a forgot link that leads nowhere,
// 'Lütfen tüm alanları doldurun', a success message and / after 1.5 s. Plain React (no antd, no router, no
// session store): the sign-in build draws it into login.html and ships it on Preact
// (host-shell/scripts/host-pages.cjs); inside the portal (after signing out) LoginRoute renders it with React.
import { authStrings } from '@menu/shared/sign-in';
import { ForgotPasswordHelp, PasswordField } from './login-parts';
import { useSignInForm, type SignInHandlers } from './use-sign-in-form';
import './login.css';

const tr = { auth: authStrings };

export type LoginPageProps = SignInHandlers;

export function LoginPage(props: LoginPageProps) {
  const form = useSignInForm(props);
  const { username, success } = form;

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

        {form.ended && !success ? (
          <div className="login__alert login__alert--info" role="status">
            {tr.auth.sessionEnded}
          </div>
        ) : null}

        <form className="login__form" onSubmit={form.onSubmit} noValidate>
          <label className="login__label" htmlFor="login-username">
            {tr.auth.username}
          </label>
          <input
            id="login-username"
            ref={username.ref}
            className="login__input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username.value}
            onChange={(e) => username.onChange(e.target.value)}
            disabled={success}
          />
          <PasswordField field={form.password} disabled={success} />
          <ForgotPasswordHelp />

          {form.error && (
            <div className="login__alert login__alert--error" role="alert">
              {form.error}
            </div>
          )}
          {success && (
            <div className="login__alert login__alert--success" role="status">
              {tr.auth.success}
            </div>
          )}

          <button className="login__submit" type="submit" disabled={!form.ready || form.submitting || success}>
            {form.submitting ? tr.auth.submitting : tr.auth.submit}
          </button>
        </form>
      </section>
    </main>
  );
}
