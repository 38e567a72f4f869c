// The sign-in form's state: what was typed (including what was typed into the prerendered form before its
// script ran), the check for empty fields, the call and its outcome, and the hand-over to the portal.
import { ApiError, authStrings, sessionEndedNotice } from '@menu/shared/sign-in';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';

export const REDIRECT_DELAY_MS = 1500;

function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetwork) return authStrings.failedCheck;
    return error.body?.message || authStrings.failed;
  }
  return authStrings.failedCheck;
}

export interface SignInHandlers {
  /** Signs in; rejects with an ApiError (its message is shown) or any error (a generic one is). */
  signIn(username: string, password: string): Promise<unknown>;
  /** Leaves the page for the portal, 1.5 s after a successful sign-in. */
  onSignedIn(): void;
}

export function useSignInForm({ signIn, onSignedIn }: SignInHandlers) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Why the user is here again (the portal signed them out).
  const [ended, setEnded] = useState(false);
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
      setError(authStrings.fillAll);
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

  return {
    username: { value: username, onChange: setUsername, ref: usernameInput },
    password: { value: password, onChange: setPassword, ref: passwordInput },
    error,
    success,
    submitting,
    ended,
    ready,
    onSubmit,
  };
}
