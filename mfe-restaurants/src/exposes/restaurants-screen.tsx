// Exposed as ./RestaurantsScreen. The host renders it inside AppProviders, so no providers here.
import { RestaurantsPage } from '../features/restaurants/components/restaurants-page';

export default function RestaurantsScreen() {
  return <RestaurantsPage />;
}
