// A portal page other than /login will need the shell (antd, navigation), the remote map and the screen named
// in its path: all three start downloading while the session is still being checked, not one after another.
import { loadShell } from '../../app/app';
import { ensureRemotes, warmScreen } from '../remotes/remote-map';
import { SCREEN_BY_ID, type ScreenId } from './screens';

export function warmStart(pathname: string) {
  if (pathname === '/login') return;
  // Failures are left to the real loads, which retry and show their own errors.
  loadShell().catch(() => undefined);
  ensureRemotes().catch(() => undefined);
  // '/' opens the restaurants screen for every role that has one.
  const screen = SCREEN_BY_ID.get((pathname.split('/')[1] || 'restaurants') as ScreenId);
  if (screen) warmScreen(screen.remote, screen.exposed);
}
