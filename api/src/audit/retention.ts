// Rows of the change trail older than AUDIT_RETENTION_DAYS are deleted once a day, once per cluster: the only
// delete the table's append-only trigger lets through.
import type { ClusterJob } from '../jobs/cluster-jobs';
import type { AuditRepository } from './repository';

export function auditRetentionJob(repo: AuditRepository, days: number): ClusterJob {
  return {
    name: 'audit-retention',
    everyMs: 24 * 60 * 60 * 1000,
    async run() {
      const deleted = await repo.deleteOlderThan(days);
      return deleted ? `audit-retention: ${deleted} rows older than ${days} days deleted` : undefined;
    },
  };
}
