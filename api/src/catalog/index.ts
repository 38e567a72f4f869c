// The catalogue of one restaurant: categories, products, product variants and product add-ons, each a
// folder of routes/service/repository/schema; their services are built once (services.ts, `app.catalog`).
import type { FastifyPluginAsync } from 'fastify';
import addonRoutes from './addons/routes';
import categoryRoutes from './categories/routes';
import productRoutes from './products/routes';
import variantRoutes from './variants/routes';

const catalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(variantRoutes);
  await app.register(addonRoutes);
};

export default catalogRoutes;
