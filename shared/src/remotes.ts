// The portal's remotes and the screens each exposes, declared once in ../remotes.json: the host's screen
// table, the API's remotes.json and CSP, lint, the build scripts and the tests all read that file, so a new
// remote is one entry there (plus its folder).
import type { Permission } from './roles';
import declared from '../remotes.json';

export interface RemoteScreenDecl {
  /** The screen id (the portal's path). */
  id: string;
  /** Key of the tab's label in tr.shell.nav. */
  nav: string;
  /** The module the remote exposes (./XScreen) and its file in the remote's folder. */
  exposed: string;
  file: string;
  permission: Permission;
  /** False for a screen '/' never opens even when it is the first one the user may see (a check, not a job). */
  landing?: boolean;
}

export interface RemoteDecl {
  folder: string;
  devPort: number;
  screens: RemoteScreenDecl[];
}

export const REMOTES = declared as Record<string, RemoteDecl>;
export const REMOTE_NAMES = Object.keys(REMOTES);
/** Every screen with the remote that renders it. */
export const REMOTE_SCREENS = Object.entries(REMOTES).flatMap(([remote, decl]) =>
  decl.screens.map((screen) => ({ ...screen, remote })),
);
