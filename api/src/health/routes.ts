// GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and the start script).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const HealthResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) }).meta({ id: 'Health' });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: { tags: ['health'], summary: 'Sunucu ve veritabanı durumu', response: { 200: HealthResponse, 503: HealthResponse } },
    handler: async (request, reply) => {
      try {
        await app.dbHandle.ping(2000);
        return reply.header('cache-control', 'no-store').send({ status: 'ok' as const, database: 'up' as const });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' as const, database: 'down' as const });
      }
    },
  });
};

export default healthRoutes;
