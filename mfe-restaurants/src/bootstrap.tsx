// Standalone development: the restaurants screen on its own dev server, signed in through the same API.
import { StandaloneHarness } from '@menu/shared/ui';
import { createRoot } from 'react-dom/client';
import RestaurantsScreen from './exposes/restaurants-screen';

createRoot(document.getElementById('root')!).render(
  <StandaloneHarness title="Restoran Yönetimi (tek başına)">
    <RestaurantsScreen />
  </StandaloneHarness>,
);
