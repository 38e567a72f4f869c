// Routes of SPEC section 2: /login, / (protected admin shell, one path per tab), anything else -> /.
// The sign-in page is plain React; the shell (and with it antd) loads only after sign-in.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page';
import { PageSpinner } from '../features/session/page-spinner';
import { ProtectedRoute } from '../features/session/protected-route';
import { SessionBootstrap } from '../features/session/session-bootstrap';

const AdminShell = lazy(() => import('../features/shell/admin-shell'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
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
