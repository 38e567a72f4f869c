// Reads /remotes.json at run time and registers the remotes with the federation runtime, so a remote's
// URL can change without rebuilding the host (ARCHITECTURE sections 2 and 3).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteMap = Record<string, string>;

let registered: Promise<RemoteMap> | null = null;

async function fetchRemoteMap(): Promise<RemoteMap> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return (await response.json()) as RemoteMap;
}

/** Registers every remote once; `force` re-reads the map and replaces cached entries (the retry button). */
export function ensureRemotes(force = false): Promise<RemoteMap> {
  if (!registered || force) {
    const previous = registered;
    registered = fetchRemoteMap().then((map) => {
      registerRemotes(
        Object.entries(map).map(([name, entry]) => ({ name, entry })),
        { force: force && previous !== null },
      );
      return map;
    });
    registered.catch(() => {
      registered = null;
    });
  }
  return registered;
}

export async function loadScreen(remote: string, exposed: string, force = false): Promise<ComponentType> {
  const map = await ensureRemotes(force);
  if (!map[remote]) throw new Error(`Uzak modül tanımlı değil: ${remote}`);
  const mod = await loadRemote<{ default: ComponentType }>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!mod?.default) throw new Error(`${remote}/${exposed} bir bileşen dışa aktarmıyor`);
  return mod.default;
}
