// Standalone development: the users screen on its own dev server, signed in through the same API.
import { StandaloneHarness } from '@menu/shared/ui';
import { createRoot } from 'react-dom/client';
import UsersScreen from './exposes/users-screen';

createRoot(document.getElementById('root')!).render(
  <StandaloneHarness title="Kullanıcı Yönetimi (tek başına)">
    <UsersScreen />
  </StandaloneHarness>,
);
