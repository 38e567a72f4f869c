// Exposed as ./CategoriesScreen. The host renders it inside AppProviders, so no providers here.
import { CategoriesPage } from '../features/categories/components/categories-page';

export default function CategoriesScreen() {
  return <CategoriesPage />;
}
