// The change trail, built once: `app.audit` (its pages and exports, routes.ts) and `app.securityEvents` (a log
// line and a row of the trail each, recorded by sign-in and the user routes), with the job that keeps the
// trail to AUDIT_RETENTION_DAYS.
import { servicePlugin } from '../plugins/service-plugin';
import { createAuditRepository } from './repository';
import { auditRetentionJob } from './retention';
import { createSecurityEvents, type SecurityEvents } from './security-events';
import { createAuditService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The change trail (audit/service.ts). */
    audit: ReturnType<typeof createAuditService>;
    /** Security events: a log line and a row of the change trail each (audit/security-events.ts). */
    securityEvents: SecurityEvents;
  }
}

export default servicePlugin({ name: 'audit', dependencies: ['database', 'jobs'] }, (app) => {
  const repository = createAuditRepository(app.db);
  app.jobs.schedule(auditRetentionJob(repository, app.config.auditRetentionDays));
  return { securityEvents: createSecurityEvents(app.db, app.log), audit: createAuditService(repository) };
});
