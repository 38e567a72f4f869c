// The catalogue of one restaurant: categories, products, product variants and product add-ons, each a
// folder of routes/service/repository/schema. Registered under /api by app.ts in one line.
import type { FastifyPluginAsync } from 'fastify';
import type { ImageUploads } from '../uploads/service';
import addonRoutes from './addons/routes';
import categoryRoutes from './categories/routes';
import productRoutes from './products/routes';
import variantRoutes from './variants/routes';

const catalogRoutes: FastifyPluginAsync<{ uploads: ImageUploads }> = async (app, { uploads }) => {
  await app.register(categoryRoutes);
  await app.register(productRoutes, { uploads });
  await app.register(variantRoutes);
  await app.register(addonRoutes);
};

export default catalogRoutes;
