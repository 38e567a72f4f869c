// The opening hours' service, built once and decorated as `app.hours` for the routes (routes.ts).
import { servicePlugin } from '../plugins/service-plugin';
import { createHoursRepository } from './repository';
import { createHoursService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The opening hours (hours/service.ts). */
    hours: ReturnType<typeof createHoursService>;
  }
}

export default servicePlugin({ name: 'hours', dependencies: ['database', 'changes'] }, (app) => ({
  hours: createHoursService(createHoursRepository(app.db), app.changes.publish),
}));
