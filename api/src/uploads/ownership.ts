// An image reference on a record (a product's image, a restaurant's logo or background, an import row's image)
// may name an uploaded image only of the record's own restaurant: another restaurant's upload (its address is
// on its public menu) would never be cleaned up and would stay on that restaurant's quota. Uploads without a
// restaurant (a SuperAdmin's, files moved from an older version's disk) may be used by any. Other server paths
// are refused; links to other sites stay allowed.
import { fieldError } from '../errors';
import { imageKeyOf, UPLOADS_PREFIX } from './storage';

export const FOREIGN_IMAGE = 'Bu görsel başka bir restorana ait: görseli bu restoran için yükleyin';
export const SERVER_PATH_IMAGE = `Bu sunucudaki bir adres yalnızca yüklenmiş bir görseli (${UPLOADS_PREFIX}/...) gösterebilir`;

export interface ImageOwners {
  /** The restaurant an uploaded image (or the original of a copy) belongs to; undefined when there is no such image. */
  ownerOf(key: string): Promise<{ restaurantId: number | null } | undefined>;
}

/** Why `reference` may not be used on a record of `restaurantId`, or null when it may. */
export async function imageReferenceProblem(
  owners: ImageOwners,
  restaurantId: number,
  reference: string | null | undefined,
): Promise<string | null> {
  if (!reference) return null;
  const key = imageKeyOf(reference);
  if (!key) return reference.startsWith('/') ? SERVER_PATH_IMAGE : null;
  const owner = await owners.ownerOf(key);
  return owner && owner.restaurantId !== null && owner.restaurantId !== restaurantId ? FOREIGN_IMAGE : null;
}

/** 400 on the first field whose reference may not be used on a record of `restaurantId`. */
export async function assertOwnImages(
  owners: ImageOwners,
  restaurantId: number,
  references: Record<string, string | null | undefined>,
): Promise<void> {
  for (const [field, reference] of Object.entries(references)) {
    const problem = await imageReferenceProblem(owners, restaurantId, reference);
    if (problem) throw fieldError(field, problem);
  }
}
