// docs/screens.md, States and transitions: on load the session is checked once (the refresh cookie is traded for an access token).
import { sessionStore } from '@menu/shared';
import { useEffect } from 'react';

export function SessionBootstrap() {
  useEffect(() => {
    if (sessionStore.getState().status === 'checking') void sessionStore.getState().init();
  }, []);
  return null;
}
