// The catalogue of one restaurant: categories, products, product variants and product add-ons, each a
// folder of routes/service/repository/schema. Registered under /api by app.ts in one line.
import type { FastifyPluginAsync } from 'fastify';
import addonRoutes from './addons/routes';
import categoryRoutes from './categories/routes';
import productRoutes from './products/routes';
import type { ImageSaver } from './products/service';
import variantRoutes from './variants/routes';

const catalogRoutes: FastifyPluginAsync<ImageSaver> = async (app, images) => {
  await app.register(categoryRoutes);
  await app.register(productRoutes, images);
  await app.register(variantRoutes);
  await app.register(addonRoutes);
};

export default catalogRoutes;
