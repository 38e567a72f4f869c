// Exposed as ./SpecialDaysScreen. The host renders it inside AppProviders, so no providers here.
import { SpecialDaysPage } from '../features/special-days/components/special-days-page';

export default function SpecialDaysScreen() {
  return <SpecialDaysPage />;
}
