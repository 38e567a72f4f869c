// Diner privacy: IP addresses older than ACCESS_LOG_IP_RETENTION_DAYS are truncated (last IPv4 octet, IPv6
// to its /64), once when the API starts and then every hour. A failed run is logged and tried next hour.
import type { FastifyInstance } from 'fastify';
import type { AccessLogRepository } from './repository';

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function retentionCutoff(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** One run: returns how many addresses were truncated. */
export function truncateOldIps(repo: AccessLogRepository, days: number, now: Date = new Date()): Promise<number> {
  return repo.truncateIpsBefore(retentionCutoff(days, now));
}

export function scheduleIpRetention(app: FastifyInstance, repo: AccessLogRepository, days: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = truncateOldIps(repo, days)
      .then((n) => {
        if (n > 0) app.log.info(`access logs: ${n} IP addresses older than ${days} days truncated`);
      })
      .catch((error) => app.log.error({ err: error }, 'access logs: IP retention run failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, RETENTION_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    // The database closes after the app: let a run in progress finish first.
    await running;
  });
}
