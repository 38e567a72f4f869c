// SPEC section 8: a 500 mentioning database triggers or an OUTPUT clause may have been saved anyway.
// Wait, reload the list and decide from what the server now holds.
import { isTriggerError, type ApiError, type Restaurant } from '@menu/shared';
import { RestaurantActionError } from './restaurant-errors';

/** SPEC section 9: the wait before the list is reloaded after a trigger-type 500. */
export const TRIGGER_RECOVERY_DELAY_MS = 1000;

export interface TriggerRecovery {
  /** Reloads the list (and refreshes the screen's cache with it). */
  reload: () => Promise<Restaurant[]>;
  /** True when the reloaded list shows the change was made. */
  confirmed: (restaurants: Restaurant[]) => boolean;
  /** The message when it was not: 'EF Core Hatası: ...' or 'EF Core Silme Hatası: ...'. */
  failure: (serverText: string) => string;
  delayMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withTriggerRecovery(call: () => Promise<unknown>, recovery: TriggerRecovery): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!isTriggerError(error)) throw error;
    await wait(recovery.delayMs ?? TRIGGER_RECOVERY_DELAY_MS);
    let restaurants: Restaurant[];
    try {
      restaurants = await recovery.reload();
    } catch {
      throw new RestaurantActionError(recovery.failure((error as ApiError).serverText));
    }
    if (!recovery.confirmed(restaurants)) throw new RestaurantActionError(recovery.failure((error as ApiError).serverText));
  }
}
