// The special days' service, built once and decorated as `app.specialDays` for the routes (routes.ts).
import { servicePlugin } from '../plugins/service-plugin';
import { createSpecialDayRepository } from './repository';
import { createSpecialDayService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The special days (special-days/service.ts). */
    specialDays: ReturnType<typeof createSpecialDayService>;
  }
}

export default servicePlugin({ name: 'special-days', dependencies: ['database', 'changes'] }, (app) => ({
  specialDays: createSpecialDayService(createSpecialDayRepository(app.db), app.changes.publish),
}));
