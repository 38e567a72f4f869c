// The sign-in page's entry (login.html, built on its own and shipped on Preact): hydrates the form the page
// already shows, goes on to the portal with a page load of / once signed in (or at once when a session exists),
// and starts downloading the portal's files as soon as the user turns to the form.
import { hydrateRoot } from 'react-dom/client';
import { LoginPage } from './features/auth/login-page';
import { hasSession, requestSignIn } from './features/auth/sign-in-request';
import { prefetchPortalOnIntent } from './features/auth/prefetch-portal';
// Inlined into login.html by the build (with login.css, which the form imports), not fetched.
import './app/base.css';

const toPortal = () => location.replace('/');

hydrateRoot(document.getElementById('root')!, <LoginPage signIn={requestSignIn} onSignedIn={toPortal} />);
prefetchPortalOnIntent();
void hasSession().then((signedIn) => signedIn && toPortal());
