// SPEC sections 4 and 8, products: a 500 mentioning database triggers or an OUTPUT clause may have been
// saved anyway. Wait 1 s and reload; if the change is not there, look once more after 1.5 s; then give up
// with 'Ürün kaydedilemedi, lütfen tekrar deneyin'. Nothing is sent twice, so nothing is saved twice.
import { isTriggerError, tr, type Product } from '@menu/shared';
import { CatalogActionError } from '../../../lib/errors';

/** SPEC section 9: the waits after a trigger-type 500. */
export const TRIGGER_RECOVERY_DELAYS_MS = [1000, 1500] as const;

export interface TriggerRecovery {
  /** Reloads the product list (and refreshes the screen's cache with it). */
  reload: () => Promise<Product[]>;
  /** True when the reloaded list shows the change was made. */
  confirmed: (products: Product[]) => boolean;
  delays?: readonly number[];
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withTriggerRecovery(call: () => Promise<unknown>, recovery: TriggerRecovery): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!isTriggerError(error)) throw error;
    for (const delay of recovery.delays ?? TRIGGER_RECOVERY_DELAYS_MS) {
      await wait(delay);
      const products = await recovery.reload().catch(() => null);
      if (products && recovery.confirmed(products)) return;
    }
    throw new CatalogActionError(tr.catalog.products.saveRetryFailed);
  }
}
