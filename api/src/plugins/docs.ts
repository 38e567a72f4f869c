// OpenAPI generated from the routes' zod schemas: the document at /api/docs/json, Swagger UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The fields of an object schema, through the pipes and refinements around it (none for anything else). */
function objectShape(schema: unknown): Record<string, z.ZodType> | undefined {
  let def = (
    schema as {
      _zod?: { def?: { type?: string; shape?: Record<string, z.ZodType>; in?: unknown; innerType?: unknown } };
    }
  )?._zod?.def;
  for (let depth = 0; def && depth < 10; depth++) {
    if (def.type === 'object') return def.shape;
    const next = def.type === 'pipe' ? def.in : def.innerType;
    def = (next as { _zod?: { def?: typeof def } } | undefined)?._zod?.def;
  }
  return undefined;
}

/** Whether a JSON schema already lets null through. */
const allowsNull = (schema: Record<string, unknown>): boolean =>
  schema.type === 'null' ||
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  Object.keys(schema).length === 0 ||
  (['anyOf', 'oneOf'] as const).some(
    (k) => Array.isArray(schema[k]) && (schema[k] as Array<Record<string, unknown>>).some(allowsNull),
  );

/**
 * A request body's documented input shape: a field is required exactly when the API refuses the body without
 * it, and may be null where the API takes null (read as empty), whatever JSON Schema made of the field's
 * preprocessing. The rule is the schema's own answer for a missing or null value, so the reference and the
 * validation cannot disagree.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const shape = objectShape(input.schema?.body);
  const body = (
    result.schema as { body?: { required?: string[]; properties?: Record<string, Record<string, unknown>> } }
  ).body;
  if (shape && body?.properties) {
    const required = Object.keys(body.properties).filter(
      (key) => key in shape && !shape[key].safeParse(undefined).success,
    );
    if (required.length) body.required = required;
    else delete body.required;
    for (const [key, property] of Object.entries(body.properties)) {
      const accepting = ['any', 'unknown'].includes(
        (shape[key] as { _zod?: { def?: { type?: string } } } | undefined)?._zod?.def?.type ?? '',
      );
      if (key in shape && !accepting && !allowsNull(property) && shape[key].safeParse(null).success)
        body.properties[key] = { anyOf: [property, { type: 'null' }] };
    }
  }
  return result;
};

export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'QR Menü API',
          description:
            'Dijital QR menü ve personel portalı REST API. Hatalar tek biçimde döner: { status, title, message, errors? }.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform,
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
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: false,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'docs' },
);
