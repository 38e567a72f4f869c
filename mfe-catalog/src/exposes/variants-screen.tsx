// Exposed as ./VariantsScreen. The host renders it inside AppProviders, so no providers here.
import { VariantsPage } from '../features/variants/components/variants-page';

export default function VariantsScreen() {
  return <VariantsPage />;
}
