// Routes of docs/screens.md: /login, / (protected admin shell, one path per tab), anything else -> /.
// The sign-in page is plain React; the shell (and with it antd) loads only after sign-in.
import { sessionStore, useSession } from '@menu/shared';
import { lazy, Suspense, useCallback, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page';
import { PageSpinner } from '../features/session/page-spinner';
import { ProtectedRoute } from '../features/session/protected-route';
import { SessionBootstrap } from '../features/session/session-bootstrap';

/** The shell's chunk (antd and the navigation); started early by warm-start.ts on a page that will need it. */
export const loadShell = () => import(/* webpackChunkName: "shell" */ '../features/shell/admin-shell');
const AdminShell = lazy(loadShell);

/**
 * /login inside the portal: after signing out, or where the host sent index.html for /login (login.html is the
 * page built for it). A user who is already signed in goes on to /.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const [signingIn, setSigningIn] = useState(false);
  const toPortal = useCallback(() => navigate('/', { replace: true }), [navigate]);
  const signIn = useCallback(async (username: string, password: string) => {
    setSigningIn(true);
    try {
      await sessionStore.getState().login(username, password);
    } catch (error) {
      setSigningIn(false);
      throw error;
    }
  }, []);
  if (status === 'authenticated' && !signingIn) return <Navigate to="/" replace />;
  return <LoginPage signIn={signIn} onSignedIn={toPortal} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route
        path="/:screen?"
        element={
          <ProtectedRoute requiredRoles={['SuperAdmin', 'Admin', 'Manager', 'Garson']}>
            <Suspense fallback={<PageSpinner />}>
              <AdminShell />
            </Suspense>
          </ProtectedRoute>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <SessionBootstrap />
      <AppRoutes />
    </BrowserRouter>
  );
}
