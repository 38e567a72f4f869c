// Exposed as ./ProductsScreen. The host renders it inside AppProviders, so no providers here.
import { ProductsPage } from '../features/products/components/products-page';

export default function ProductsScreen() {
  return <ProductsPage />;
}
