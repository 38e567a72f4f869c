// The sign-in page's own entry: hydrates the form login.html already shows (no router, no antd), checks
// whether a session exists, and hands over to the portal once the user is signed in.
import { sessionStore } from '@menu/shared/sign-in';
import { hydrateRoot } from 'react-dom/client';
import { LoginPage } from './features/auth/login-page';
import './app/base.css';

const container = document.getElementById('root')!;
let leaving = false;

function openPortal() {
  if (leaving) return;
  leaving = true;
  import(/* webpackChunkName: "bootstrap" */ './bootstrap')
    .then(({ startPortal }) => {
      root.unmount();
      history.replaceState(null, '', '/');
      startPortal(container);
    })
    // The portal's script could not be fetched: a normal page load of / tries again.
    .catch(() => location.assign('/'));
}

const root = hydrateRoot(container, <LoginPage onSignedIn={openPortal} />);
if (sessionStore.getState().status === 'checking') void sessionStore.getState().init();
