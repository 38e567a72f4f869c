// The sign-in form as HTML, drawn at build time into login.html (scripts/host-pages.cjs) so the form is on
// screen before any script runs; the sign-in entry hydrates this same markup.
import { renderToString } from 'react-dom/server';
import { LoginPage } from './login-page';

export function renderLoginMarkup(): string {
  return renderToString(<LoginPage signIn={async () => undefined} onSignedIn={() => undefined} />);
}
