// docs/screens.md, Protected area: spinner while checking, /login without a user, and role/permission gates.
import {
  hasPermission,
  PERMISSION_LABELS,
  ROLE_LABELS,
  tr,
  useSession,
  type Permission,
  type Role,
} from '@menu/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from './page-spinner';
import './gates.css';

interface Props {
  children: ReactNode;
  requiredRoles?: Role[];
  requiredPermission?: Permission;
}

/** A page the user may not open: an icon, why, and what it takes. */
function Gate({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <div className="gate" role="alert">
      <div className="gate__icon" aria-hidden="true">
        {icon}
      </div>
      <h1 className="gate__title">{title}</h1>
      {children}
    </div>
  );
}

export function AccessDenied({ requiredRoles, currentRole }: { requiredRoles: Role[]; currentRole: Role }) {
  return (
    <Gate icon="⛔" title={tr.auth.accessDenied}>
      <p>
        {tr.auth.requiredRole}: <strong>{requiredRoles.map((r) => ROLE_LABELS[r]).join(' / ')}</strong>
      </p>
      <p>
        {tr.auth.currentRole}: <strong>{ROLE_LABELS[currentRole]}</strong>
      </p>
    </Gate>
  );
}

export function PermissionRequired({ permission }: { permission: Permission }) {
  return (
    <Gate icon="🔒" title={tr.auth.permissionRequired}>
      <p>
        {tr.auth.requiredPermission}: <strong>{PERMISSION_LABELS[permission]}</strong>
      </p>
    </Gate>
  );
}

export function ProtectedRoute({ children, requiredRoles, requiredPermission }: Props) {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const location = useLocation();

  if (status === 'checking') return <PageSpinner />;
  if (status !== 'authenticated' || !user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (requiredRoles && !requiredRoles.includes(user.role))
    return <AccessDenied requiredRoles={requiredRoles} currentRole={user.role} />;
  if (requiredPermission && !hasPermission(user, requiredPermission))
    return <PermissionRequired permission={requiredPermission} />;
  return <>{children}</>;
}
