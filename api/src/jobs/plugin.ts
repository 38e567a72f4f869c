// `app.jobs`: where features schedule their periodic work (IP retention, throttle clean-up), run once per
// cluster (cluster-jobs.ts). Jobs start when the app is ready and are waited for when it closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pgliteUpkeepJob } from '../db/upkeep';
import { createClusterJobs, type ClusterJobs } from './cluster-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: ClusterJobs;
  }
}

export default fp<{ checkEveryMs?: number }>(
  async function jobsPlugin(app: FastifyInstance, options) {
    const jobs = createClusterJobs(app.dbHandle, {
      checkEveryMs: options.checkEveryMs,
      log: { info: (msg) => app.log.info(msg), error: (obj, msg) => app.log.error(obj, msg) },
    });
    app.decorate('jobs', jobs);
    // PostgreSQL vacuums and analyzes by itself; PGlite has no autovacuum (db/upkeep.ts).
    if (app.dbHandle.kind === 'pglite') jobs.schedule(pgliteUpkeepJob(app.db));
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
