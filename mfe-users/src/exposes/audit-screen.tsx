// Exposed as ./AuditScreen ("Değişiklik geçmişi"). The host renders it inside AppProviders, so no providers here.
import { AuditPage } from '../features/audit/components/audit-page';

export default function AuditScreen() {
  return <AuditPage />;
}
