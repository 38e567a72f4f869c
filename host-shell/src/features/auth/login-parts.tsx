// The sign-in form's parts: the password field with its show/hide button and the forgotten-password help.
// Plain React, like the page (the sign-in build ships it on Preact).
import { authStrings } from '@menu/shared/sign-in';
import { useState, type RefObject } from 'react';

const tr = { auth: authStrings };

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

export interface TextFieldState {
  value: string;
  onChange(value: string): void;
  ref: RefObject<HTMLInputElement | null>;
}

export function PasswordField({ field, disabled }: { field: TextFieldState; disabled: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <label className="login__label" htmlFor="login-password">
        {tr.auth.password}
      </label>
      <div className="login__password">
        <input
          id="login-password"
          ref={field.ref}
          className="login__input"
          name="password"
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          disabled={disabled}
        />
        <button
          type="button"
          className="login__toggle"
          onClick={() => setShown((v) => !v)}
          aria-label={shown ? tr.auth.hidePassword : tr.auth.showPassword}
          aria-pressed={shown}
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
    </>
  );
}

/** The "forgot password" link and the help it opens (passwords are set again by whoever manages the users). */
export function ForgotPasswordHelp() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="login__row">
        <button
          type="button"
          className="login__forgot"
          aria-expanded={open}
          aria-controls="login-forgot-help"
          onClick={() => setOpen((v) => !v)}
        >
          {tr.auth.forgot}
        </button>
      </div>
      {open ? (
        <div
          id="login-forgot-help"
          className="login__alert login__alert--info"
          role="region"
          aria-label={tr.auth.forgotTitle}
        >
          <strong className="login__help-title">{tr.auth.forgotTitle}</strong>
          <p className="login__help-text">{tr.auth.forgotHelp}</p>
          <button type="button" className="login__forgot" onClick={() => setOpen(false)}>
            {tr.auth.forgotClose}
          </button>
        </div>
      ) : null}
    </>
  );
}
