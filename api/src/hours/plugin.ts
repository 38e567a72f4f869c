// The opening hours' service, built once and decorated as `app.hours` for the routes (routes.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHoursRepository } from './repository';
import { createHoursService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The opening hours (hours/service.ts). */
    hours: ReturnType<typeof createHoursService>;
  }
}

export default fp(
  async function hoursPlugin(app: FastifyInstance) {
    app.decorate('hours', createHoursService(createHoursRepository(app.db), app.changes.publish));
  },
  { name: 'hours', dependencies: ['database', 'changes'] },
);
