// A portal page other than /login will need the shell (antd, navigation) and the remote map: both start
// downloading while the session is still being checked, instead of one after the other.
import { loadShell } from '../../app/app';
import { ensureRemotes } from '../remotes/remote-map';

export function warmStart(pathname: string) {
  if (pathname === '/login') return;
  // Failures are left to the real loads, which retry and show their own errors.
  loadShell().catch(() => undefined);
  ensureRemotes().catch(() => undefined);
}
