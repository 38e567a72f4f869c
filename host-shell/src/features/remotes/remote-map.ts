// Reads /remotes.json at run time and registers the remotes with the federation runtime, so a remote's
// URL can change without rebuilding the host (README.md, Architecture).
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

/** Loads started before their screen rendered (warmScreen), each handed to the screen's first load. */
const early = new Map<string, Promise<ComponentType>>();

/**
 * Starts loading a screen while the session is still being checked and the shell is still starting
 * (features/shell/warm-start.ts): its manifest, entry and chunks download beside them, not after. The screen's
 * first load takes this one over, failure included (its error panel and retry behave as without it).
 */
export function warmScreen(remote: string, exposed: string): void {
  const key = `${remote}/${exposed}`;
  if (early.has(key)) return;
  const loading = loadScreen(remote, exposed);
  loading.catch(() => undefined);
  early.set(key, loading);
}

export async function loadScreen(remote: string, exposed: string, force = false): Promise<ComponentType> {
  const key = `${remote}/${exposed}`;
  const started = early.get(key);
  if (started) {
    early.delete(key);
    if (!force) return started;
  }
  const map = await ensureRemotes(force);
  if (!map[remote]) throw new Error(`Uzak modül tanımlı değil: ${remote}`);
  const mod = await loadRemote<{ default: ComponentType }>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!mod?.default) throw new Error(`${remote}/${exposed} bir bileşen dışa aktarmıyor`);
  return mod.default;
}
