// SPEC section 4: on load a stored token is verified once.
import { sessionStore } from '@menu/shared';
import { useEffect } from 'react';

export function SessionBootstrap() {
  useEffect(() => {
    if (sessionStore.getState().status === 'checking') void sessionStore.getState().init();
  }, []);
  return null;
}
