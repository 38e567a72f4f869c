// Exposed as ./AccessLogsScreen. The host renders it inside AppProviders, so no providers here.
import { AccessLogsPage } from '../features/access-logs/components/access-logs-page';

export default function AccessLogsScreen() {
  return <AccessLogsPage />;
}
