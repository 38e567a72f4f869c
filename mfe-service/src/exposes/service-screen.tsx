// Exposed as ./ServiceScreen. The host renders it inside AppProviders, so no providers here.
import { ServiceBoard } from '../features/service/components/service-board';

export default function ServiceScreen() {
  return <ServiceBoard />;
}
