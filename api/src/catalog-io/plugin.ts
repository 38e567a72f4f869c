// The catalogue's export and import, built once and decorated as `app.catalogIo` for the routes (routes.ts);
// an import writes through the catalogue's own services (`app.catalog`) in its transaction.
import { servicePlugin } from '../plugins/service-plugin';
import { createCatalogIoService, type CatalogIoService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's CSV/XLSX export and import (catalog-io/service.ts). */
    catalogIo: CatalogIoService;
  }
}

export default servicePlugin({ name: 'catalog-io', dependencies: ['database', 'catalog', 'changes'] }, (app) => ({
  catalogIo: createCatalogIoService({
    db: app.db,
    limits: app.config.importLimits,
    room: app.catalogRoom,
    catalog: app.catalog,
    announce: app.changes.publish,
  }),
}));
