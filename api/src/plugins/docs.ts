// OpenAPI generated from the routes' zod schemas: the document at /api/docs/json, Swagger UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'QR Menü API',
          description: 'Dijital QR menü ve personel portalı REST API. Hatalar tek biçimde döner: { status, title, message, errors? }.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
      // Only the REST API is documented, not static files.
      hideUntagged: true,
    });
    // The UI's page links its assets relatively ('./static/...'), and the router ignores trailing
    // slashes, so /api/docs must become /api/docs/ before the page is served.
    app.addHook('onRequest', async (request, reply) => {
      const match = /^\/api\/docs(\?.*)?$/i.exec(request.url);
      if (match) return reply.redirect(`/api/docs/${match[1] ?? ''}`, 302);
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { docExpansion: 'list', deepLinking: true } });
  },
  { name: 'docs' },
);
