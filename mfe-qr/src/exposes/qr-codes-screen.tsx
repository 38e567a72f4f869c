// Exposed as ./QrCodesScreen. The host renders it inside AppProviders, so no providers here.
import { QrCodesPage } from '../features/qr-codes/components/qr-codes-page';

export default function QrCodesScreen() {
  return <QrCodesPage />;
}
