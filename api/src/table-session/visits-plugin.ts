// The diner's path as `app.visits`: the QR lookup cache (also used by the scan redirect), the per-address
// cap, the visit tokens and the group-committing writer, which writes what is queued before the API closes.
// Registered on the root instance so its write hook sees every route.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeTopic } from '../changes/bus';
import { createQrLookup } from './qr-lookup';
import { createVisitRepository } from './visit-repository';
import { createVisitService, type VisitService } from './visit-service';
import { createVisitCap } from './visit-cap';
import { createVisitTokenSigner } from './visit-token';
import { createVisitWriter } from './visit-writer';

declare module 'fastify' {
  interface FastifyInstance {
    visits: VisitService;
  }
}

/**
 * A safety net: changes to codes and restaurants are announced to every instance on the change bus, and this
 * bounds how long one can go unseen here if its announcement is lost.
 */
export const QR_LOOKUP_TTL_MS = 5000;
const QR_LOOKUP_MAX_ENTRIES = 50_000;
/** The change topics that may change a code's target: its restaurant's record ('menu') and the codes themselves. */
const LOOKUP_TOPICS: ReadonlySet<ChangeTopic> = new Set<ChangeTopic>(['menu', 'qr-codes']);

export default fp<{ secret: string }>(
  async function visitsPlugin(app: FastifyInstance, options) {
    const repo = createVisitRepository(app.db);
    const lookup = createQrLookup(
      {
        byId: (id) => repo.qrTarget(id),
        byTable: (r, t) => repo.scanTarget(r, t),
        restaurant: (r) => repo.restaurantTarget(r),
      },
      { ttlMs: QR_LOOKUP_TTL_MS, maxEntries: QR_LOOKUP_MAX_ENTRIES },
    );
    const writer = createVisitWriter(repo, {
      batchMs: app.config.visitBatchMs,
      onBatch: (kind, items, seconds, ok) => app.metrics.visitBatch(kind, items, seconds, ok),
    });
    app.metrics.visitQueue(() => writer.queued());
    const windowMs = app.config.visitCapWindowMinutes * 60_000;
    app.decorate(
      'visits',
      createVisitService({
        lookup,
        writer,
        cap: createVisitCap({ max: app.config.visitCapPerIp, windowMs }),
        tokens: createVisitTokenSigner(options.secret),
        capRetryAfterSeconds: Math.ceil(windowMs / 1000),
        logError: (error, what) => app.log.error({ err: error }, what),
      }),
    );
    // Staff writes to codes or restaurants (activate, deactivate, delete) take effect on the next scan, on every
    // instance: the QR code and restaurant services announce them on the change bus after commit (topics 'qr-codes'
    // and 'menu'). Calls and orders from the tables change no code: at hundreds of orders a second, dropping the
    // lookup on each of them made every scan a query.
    const unsubscribe = app.changes.subscribe((event) => {
      if (event.kind === 'all' || (event.kind === 'restaurants' && LOOKUP_TOPICS.has(event.topic))) lookup.clear();
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      await writer.close();
    });
  },
  { name: 'visits', dependencies: ['database', 'changes', 'metrics'] },
);
