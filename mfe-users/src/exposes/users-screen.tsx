// Exposed as ./UsersScreen. The host renders it inside AppProviders, so no providers here.
import { UsersPage } from '../features/users/components/users-page';

export default function UsersScreen() {
  return <UsersPage />;
}
