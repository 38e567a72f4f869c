// Standalone development: the three schedule screens on their own dev server, signed in through the same API.
import { StandaloneHarness } from '@menu/shared/ui';
import { Tabs } from 'antd';
import { createRoot } from 'react-dom/client';
import HoursScreen from './exposes/hours-screen';
import SpecialDaysScreen from './exposes/special-days-screen';
import TranslationsScreen from './exposes/translations-screen';

createRoot(document.getElementById('root')!).render(
  <StandaloneHarness title="Çalışma Saatleri, Özel Günler, Çeviriler (tek başına)">
    <Tabs
      destroyOnHidden
      items={[
        { key: 'hours', label: 'Çalışma Saatleri', children: <HoursScreen /> },
        { key: 'special-days', label: 'Özel Günler', children: <SpecialDaysScreen /> },
        { key: 'translations', label: 'Çeviriler', children: <TranslationsScreen /> },
      ]}
    />
  </StandaloneHarness>,
);
