// Backups of the embedded database while the server runs: every BACKUP_EVERY_HOURS (a cluster job; PGlite is
// one process) into BACKUP_DIR, the newest BACKUP_KEEP kept, each logged with its name, size and duration; and
// POST /internal/backup for `npm run backup`, which must not open the data folder beside the running server:
// it calls this route with the token the server wrote to DATA_DIR/admin-endpoint.json (mode 600) at start.
// Nothing here on PostgreSQL (pg_dump, or continuous archiving, is the operator's tool there).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundError, sendError } from '../plugins/error-handler';
import { writeEmbeddedBackup, type BackupResult } from './embedded';

export interface BackupPluginOptions {
  /** The token `npm run backup` presents; unset: no route. */
  adminToken?: string;
}

export default fp<BackupPluginOptions>(
  async function backupPlugin(app: FastifyInstance, options) {
    const handle = app.dbHandle;
    const { pgliteDir, whileIdle } = handle;
    if (handle.kind !== 'pglite' || !pgliteDir || !whileIdle) return;
    const source = { dir: pgliteDir, whileIdle };
    const { backupDir, backupKeep, backupEveryHours } = app.config;
    // One at a time: a second request waits for the running one's file.
    let running: Promise<BackupResult> | undefined;
    const backup = () => {
      running ??= writeEmbeddedBackup(source, backupDir, backupKeep)
        .then((result) => {
          app.metrics.backupWritten({
            bytes: result.bytes,
            seconds: result.ms / 1000,
            pausedSeconds: (result.pausedMs ?? 0) / 1000,
          });
          app.log.info(
            { backup: result },
            `backup written: ${result.file} (${result.bytes} bytes, ${result.ms} ms; queries waited ${result.pausedMs} ms)`,
          );
          return result;
        })
        .catch((error: unknown) => {
          app.metrics.backupWritten(null);
          app.log.error({ err: error }, 'backup failed');
          throw error;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    };

    if (backupEveryHours > 0) {
      app.jobs.schedule({
        name: 'embedded-backup',
        everyMs: backupEveryHours * 3_600_000,
        run: async () => {
          const result = await backup();
          return `embedded-backup: ${result.file}`;
        },
      });
    }

    const token = options.adminToken ? Buffer.from(`Bearer ${options.adminToken}`) : null;
    if (!token) return;
    app.post('/internal/backup', { schema: { hide: true } }, async (request, reply) => {
      const header = Buffer.from(request.headers.authorization ?? '');
      if (header.length !== token.length || !timingSafeEqual(header, token))
        return sendError(reply, notFoundError(request));
      return reply.header('cache-control', 'no-store').send(await backup());
    });
  },
  { name: 'backup', dependencies: ['database', 'jobs', 'metrics'] },
);
