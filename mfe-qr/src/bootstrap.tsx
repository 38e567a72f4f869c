// Standalone development: both QR screens on their own dev server, signed in through the same API.
import { StandaloneHarness } from '@menu/shared/ui';
import { Tabs } from 'antd';
import { createRoot } from 'react-dom/client';
import AccessLogsScreen from './exposes/access-logs-screen';
import QrCodesScreen from './exposes/qr-codes-screen';

createRoot(document.getElementById('root')!).render(
  <StandaloneHarness title="QR Kodlar ve Erişim Kayıtları (tek başına)">
    <Tabs
      items={[
        { key: 'qr', label: 'QR Kod Yönetimi', children: <QrCodesScreen /> },
        { key: 'logs', label: 'Menü Erişim Kayıtları', children: <AccessLogsScreen /> },
      ]}
    />
  </StandaloneHarness>,
);
