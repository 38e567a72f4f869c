// GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and the start script),
// with this instance's menu-cache figures and whether it hears other instances' changes (for operators).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const MenuCacheFigures = z
  .object({
    entries: z.number().describe('Restoran sayısı (bu sunucu örneğinin belleğinde)'),
    bytes: z.number().describe('Tahmini bellek (bayt)'),
    maxBytes: z.number().describe('Üst sınır (MENU_CACHE_MB)'),
    hits: z.number(),
    misses: z.number(),
    evictions: z.number().describe('Sınırda kalmak için çıkarılanlar'),
    invalidations: z.number().describe('Bir değişiklik duyurulduğu veya sürümü değiştiği için düşürülenler'),
    flushes: z.number().describe('Değişiklik bağlantısı yeniden kurulduğunda tümüyle boşaltmalar'),
    fastAnswers: z.number().describe('Fastify’a uğramadan bellekten verilen menü yanıtları (hits içinde de sayılır)'),
  })
  .meta({ id: 'MenuCacheFigures' });

const ChangeBusFigures = z
  .object({
    transport: z.enum(['memory', 'postgres']),
    listening: z.boolean().describe('Diğer sunucu örneklerinin değişiklik duyuruları şu an alınabiliyor mu'),
    reconnects: z.number(),
    published: z.number(),
    received: z.number(),
  })
  .meta({ id: 'ChangeBusFigures' });

const LiveFigures = z
  .object({
    streams: z.number().describe('Bu sunucu örneğinde açık canlı akışlar (personel ve menü)'),
    restaurants: z.number(),
    reads: z.number().describe('Değişiklikleri dağıtmak için yapılan veritabanı okumaları (değişiklik başına bir)'),
    events: z.number(),
  })
  .meta({ id: 'LiveFigures' });

const HealthResponse = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['up', 'down']),
    menuCache: MenuCacheFigures,
    changes: ChangeBusFigures,
    live: LiveFigures,
  })
  .meta({ id: 'Health' });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Sunucu ve veritabanı durumu, menü önbelleği ve değişiklik duyuruları',
      response: { 200: HealthResponse, 503: HealthResponse },
    },
    handler: async (request, reply) => {
      const { loads: _loads, builds: _builds, drawings: _drawings, ...menuCache } = app.publicMenu.stats();
      const figures = {
        menuCache: { ...menuCache, fastAnswers: app.menuFastPath.answered() },
        changes: app.changes.stats(),
        live: app.tableService.hub.stats(),
      };
      try {
        await app.dbHandle.ping(2000);
        return reply
          .header('cache-control', 'no-store')
          .send({ status: 'ok' as const, database: 'up' as const, ...figures });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ status: 'unavailable' as const, database: 'down' as const, ...figures });
      }
    },
  });
};

export default healthRoutes;
