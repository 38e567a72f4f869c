// Exposed as ./ProductsScreen. The host renders it inside AppProviders, so no providers here. The page's
// size and card are exported beside it for `bench/` (through the package's exports, not its folders).
import { ProductsPage } from '../features/products/components/products-page';

export { PRODUCTS_PAGE_SIZE } from '../features/products/components/products-page';
export { ProductCard } from '../features/products/components/product-card';

export default function ProductsScreen() {
  return <ProductsPage />;
}
