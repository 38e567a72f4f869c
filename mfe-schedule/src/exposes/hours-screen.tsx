// Exposed as ./HoursScreen. The host renders it inside AppProviders, so no providers here.
import { HoursPage } from '../features/hours/components/hours-page';

export default function HoursScreen() {
  return <HoursPage />;
}
