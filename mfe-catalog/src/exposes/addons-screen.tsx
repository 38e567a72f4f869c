// Exposed as ./AddonsScreen. The host renders it inside AppProviders, so no providers here.
import { AddonsPage } from '../features/addons/components/addons-page';

export default function AddonsScreen() {
  return <AddonsPage />;
}
