// Routes of SPEC section 2: /login, / (protected admin shell, one path per tab), anything else -> /.
// The sign-in page is plain React; the shell (and with it antd) loads only after sign-in.
import { lazy, Suspense, useCallback } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page';
import { PageSpinner } from '../features/session/page-spinner';
import { ProtectedRoute } from '../features/session/protected-route';
import { SessionBootstrap } from '../features/session/session-bootstrap';

/** The shell's chunk (antd and the navigation); started early by warm-start.ts on a page that will need it. */
export const loadShell = () => import(/* webpackChunkName: "shell" */ '../features/shell/admin-shell');
const AdminShell = lazy(loadShell);

/** /login inside the portal (after sign-out, or when the prerendered page was not served). */
export function LoginRoute() {
  const navigate = useNavigate();
  const toPortal = useCallback(() => navigate('/', { replace: true }), [navigate]);
  return <LoginPage onSignedIn={toPortal} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route
        path="/:screen?"
        element={
          <ProtectedRoute requiredRoles={['SuperAdmin', 'Admin', 'Manager']}>
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
