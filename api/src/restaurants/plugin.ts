// The restaurants' service, built once and decorated as `app.restaurants` for the routes (routes.ts); their
// repository as `app.restaurantRepository` for the calls of other modules that only look a restaurant up.
import { servicePlugin } from '../plugins/service-plugin';
import { assertOwnImages } from '../uploads/ownership';
import { ownersOf } from '../uploads/service';
import { createRestaurantRepository, type RestaurantRepository } from './repository';
import { createRestaurantService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The restaurants (restaurants/service.ts). */
    restaurants: ReturnType<typeof createRestaurantService>;
    restaurantRepository: RestaurantRepository;
  }
}

export default servicePlugin(
  { name: 'restaurants', dependencies: ['database', 'auth', 'changes', 'uploads'] },
  (app) => {
    const repository = createRestaurantRepository(app.db);
    return {
      restaurantRepository: repository,
      restaurants: createRestaurantService(
        repository,
        app.auth.users,
        app.changes.publish,
        (refs) => app.imageStorage.release(refs),
        (id, refs) => assertOwnImages(ownersOf(app.imageStorage), id, refs),
      ),
    };
  },
);
