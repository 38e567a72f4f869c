// docs/screens.md, States and transitions: a 500 mentioning database triggers or an OUTPUT clause may have been saved
// anyway. Wait, reload the list and decide from what the server now holds; look again after each further
// wait; then give up with the screen's sentence. Nothing is sent twice, so nothing is saved twice.
import type { ApiError } from '../../client/api-error';
import { ActionError, isTriggerError } from '../../client/error-text';

/** docs/screens.md, Constants: the wait before the list is reloaded after a trigger-type 500. */
export const TRIGGER_RECOVERY_DELAY_MS = 1000;

export interface TriggerRecovery<T> {
  /** Reloads the list (and refreshes the screen's cache with it). */
  reload: () => Promise<T[]>;
  /** True when the reloaded list shows the change was made. */
  confirmed: (records: T[]) => boolean;
  /** The sentence when it was not, from the server's text of the 500. */
  failure: (serverText: string) => string;
  /** The waits before each look (default one look after 1 s). */
  delays?: readonly number[];
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withTriggerRecovery<T>(
  call: () => Promise<unknown>,
  recovery: TriggerRecovery<T>,
): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!isTriggerError(error)) throw error;
    for (const delay of recovery.delays ?? [TRIGGER_RECOVERY_DELAY_MS]) {
      await wait(delay);
      const records = await recovery.reload().catch(() => null);
      if (records && recovery.confirmed(records)) return;
    }
    throw new ActionError(recovery.failure((error as ApiError).serverText));
  }
}
