// The catalogue's services, built once per app and decorated as `app.catalog`: the routes of categories,
// products, variants and add-ons use them, and so does the catalog import (their writers, in its transaction).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRestaurantRepository } from '../restaurants/repository';
import type { ImageUploads } from '../uploads/service';
import { createAddonRepository } from './addons/repository';
import { createAddonService } from './addons/service';
import { catalogRoom, type CatalogRoom } from './bounds';
import { createCategoryRepository } from './categories/repository';
import { createCategoryService } from './categories/service';
import { createProductRepository } from './products/repository';
import { createProductService } from './products/service';
import { createSoldOutClock } from './products/sold-out';
import { createVariantRepository } from './variants/repository';
import { createVariantService } from './variants/service';

function createCatalogServices(app: FastifyInstance, images: ImageUploads, room: CatalogRoom) {
  const restaurants = createRestaurantRepository(app.db);
  const products = createProductRepository(app.db);
  const announce = app.changes.publish;
  return {
    categories: createCategoryService(createCategoryRepository(app.db), restaurants, app.auth.users, announce),
    products: createProductService(
      products,
      restaurants,
      app.auth.users,
      images,
      announce,
      room,
      createSoldOutClock(app.db),
    ),
    variants: createVariantService(createVariantRepository(app.db), products, announce, room),
    addons: createAddonService(createAddonRepository(app.db), restaurants, announce, room),
  };
}
export type CatalogServices = ReturnType<typeof createCatalogServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's services (catalog/services.ts). */
    catalog: CatalogServices;
    /** The bound on each restaurant's catalogue (CATALOG_MAX_*), for every create path and the import. */
    catalogRoom: CatalogRoom;
  }
}

export default fp(
  async function catalogServices(app: FastifyInstance) {
    const room = catalogRoom(app.db, app.config.catalogBounds);
    app.decorate('catalogRoom', room);
    app.decorate('catalog', createCatalogServices(app, app.imageUploads, room));
  },
  { name: 'catalog', dependencies: ['database', 'auth', 'changes', 'uploads'] },
);
