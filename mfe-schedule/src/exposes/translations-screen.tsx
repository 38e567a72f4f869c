// Exposed as ./TranslationsScreen. The host renders it inside AppProviders, so no providers here.
import { TranslationsPage } from '../features/translations/components/translations-page';

export default function TranslationsScreen() {
  return <TranslationsPage />;
}
