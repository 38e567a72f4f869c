// Exposed as ./ComplianceScreen. The host renders it inside AppProviders, so no providers here.
import { CompliancePage } from '../features/compliance/components/compliance-page';

export default function ComplianceScreen() {
  return <CompliancePage />;
}
