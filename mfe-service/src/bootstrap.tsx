// Standalone development: the service screen on its own dev server, signed in through the same API.
import { StandaloneHarness } from '@menu/shared/ui';
import { createRoot } from 'react-dom/client';
import ServiceScreen from './exposes/service-screen';

createRoot(document.getElementById('root')!).render(
  <StandaloneHarness title="Servis (tek başına)">
    <ServiceScreen />
  </StandaloneHarness>,
);
