// The special days' service, built once and decorated as `app.specialDays` for the routes (routes.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSpecialDayRepository } from './repository';
import { createSpecialDayService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The special days (special-days/service.ts). */
    specialDays: ReturnType<typeof createSpecialDayService>;
  }
}

export default fp(
  async function specialDaysPlugin(app: FastifyInstance) {
    app.decorate('specialDays', createSpecialDayService(createSpecialDayRepository(app.db), app.changes.publish));
  },
  { name: 'special-days', dependencies: ['database', 'changes'] },
);
