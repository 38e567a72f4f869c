// Security headers (helmet with a CSP the bundles run under), CORS from CORS_ORIGINS, and the rate limiter
// for public routes (off globally; a route opts in with `config: { rateLimit: PUBLIC_RATE_LIMIT }`).
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_NAMES, type Config } from '../config';
import { createError } from '../errors';

export const PUBLIC_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;
/** Every sign-in costs a scrypt hash (about 0.3 s of CPU), so the route is capped per IP on top of the failure throttle. */
export const LOGIN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Origins the host page loads remotes from (REMOTE_<NAME>_URL), plus the public menu and API origins. */
export function externalOrigins(config: Config): string[] {
  const urls = [...REMOTE_NAMES.map((n) => config.remoteUrls[n]), config.apiPublicUrl, config.menuPublicUrl];
  return [...new Set(urls.map(originOf).filter((o): o is string => !!o))];
}

export default fp(
  async function security(app: FastifyInstance) {
    const config = app.config;
    const remotes = externalOrigins(config);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          // antd (cssinjs) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:', ...remotes],
          connectSrc: ["'self'", ...remotes],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      // Bundles and images are loaded from other origins in production (host, public menu on its own origin).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cors, {
      origin: config.corsOrigins.length ? config.corsOrigins : false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'If-None-Match'],
      exposedHeaders: ['Retry-After', 'ETag'],
      maxAge: 600,
    });
    await app.register(rateLimit, {
      global: false,
      // Counters live in memory per instance; a shared store (Redis) is the step for several instances.
      errorResponseBuilder: (_request, context) =>
        createError('TOO_MANY_REQUESTS', `Çok fazla istek gönderildi. Lütfen ${Math.max(1, Math.ceil(context.ttl / 1000))} saniye sonra tekrar deneyin.`),
    });
  },
  { name: 'security', dependencies: ['database'] },
);
