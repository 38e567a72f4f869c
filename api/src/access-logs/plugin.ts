// The access logs' service, built once and decorated as `app.accessLogs` for the routes (routes.ts), with the
// job that shortens old visitors' addresses and deletes visits past their retention.
import { servicePlugin } from '../plugins/service-plugin';
import { visitLogUpkeepJob } from './ip-retention';
import { createAccessLogRepository } from './repository';
import { createSalesRepository } from './sales';
import { createAccessLogService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The access-log lists, report and figures (access-logs/service.ts). */
    accessLogs: ReturnType<typeof createAccessLogService>;
  }
}

export default servicePlugin({ name: 'access-logs', dependencies: ['database', 'jobs'] }, (app) => {
  // PGlite runs on this thread: the report reads in short slices so diners are answered in between.
  const repository = createAccessLogRepository(app.db, { inProcess: app.dbHandle.kind === 'pglite' });
  app.jobs.schedule(
    visitLogUpkeepJob(repository, {
      ipDays: app.config.accessLogIpRetentionDays,
      visitDays: app.config.visitRetentionDays,
    }),
  );
  return { accessLogs: createAccessLogService(repository, createSalesRepository(app.db)) };
});
