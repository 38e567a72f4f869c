// The published OpenAPI reference checked against the running API with a third-party validator,
// openapi-backend: its router finds the operation, its ajv validators check JSON bodies (in ajv's 2020-12
// dialect, as OpenAPI 3.1 asks). `check` says what is wrong with one answer: an operation missing from the
// reference, a status it does not document, a content type it does not name, or a body off its schema.
import type { LightMyRequestResponse } from 'fastify';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import type { TestApp } from './test-app';

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}

export interface OpenApiContract {
  /** Problems with one answer; empty when it matches the reference. Marks the operation as called. */
  check(method: string, url: string, res: LightMyRequestResponse): string[];
  /** Operations of the reference no checked call reached, as 'GET /api/...'. */
  uncalled(): string[];
}

function documentedStatus(responses: Record<string, ResponseObject>, status: number): ResponseObject | undefined {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

const isNullSchema = (schema: unknown) => (schema as { type?: unknown } | undefined)?.type === 'null';

export async function loadOpenApiContract(app: TestApp): Promise<OpenApiContract> {
  const document = (await app.request({ method: 'GET', url: '/api/docs/json' })).json();
  // The validator addresses operations by operationId; the reference has none, so each is named here by
  // its method and path (nothing else in the document is touched).
  const names: string[] = [];
  for (const [path, item] of Object.entries(
    document.paths as Record<string, Record<string, { operationId?: string }>>,
  )) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      operation.operationId ??= `${method.toUpperCase()} ${path}`;
      names.push(operation.operationId);
    }
  }
  const api = new OpenAPIBackend({
    definition: document,
    // Quick: openapi-backend would check the document itself with its OpenAPI 3.0 schema, which refuses
    // 3.1's type lists (['string', 'null']); the answers are what this checks. Strict: anything else fails.
    strict: true,
    quick: true,
    validate: true,
    customizeAjv: (_ajv, options) => {
      const ajv = new Ajv2020({ ...options, strict: false, allErrors: true });
      addFormats(ajv);
      return ajv as never;
    },
  });
  await api.init();
  const called = new Set<string>();

  return {
    check(method, url, res) {
      const parsed = new URL(url, 'http://localhost');
      const operation = api.router.matchOperation({
        method,
        path: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
        headers: {},
      }) as Operation | undefined;
      const where = `${method} ${url} → ${res.statusCode}`;
      if (!operation) return [`${where}: the reference has no such operation`];
      called.add(operation.operationId!);
      const documented = documentedStatus(
        (operation.responses ?? {}) as Record<string, ResponseObject>,
        res.statusCode,
      );
      if (!documented)
        return [
          `${where}: status ${res.statusCode} is not documented (${Object.keys(operation.responses ?? {}).join(', ')})`,
        ];
      const contentTypes = Object.keys(documented.content ?? {});
      if (res.rawPayload.length === 0) {
        const bodyless =
          contentTypes.length === 0 || contentTypes.every((type) => isNullSchema(documented.content![type]?.schema));
        return bodyless ? [] : [`${where}: empty body, but the reference documents ${contentTypes.join(', ')}`];
      }
      const sent = String(res.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (!contentTypes.includes(sent))
        return [
          `${where}: sent ${sent || 'no content type'}, the reference documents ${contentTypes.join(', ') || 'no body'}`,
        ];
      if (sent !== 'application/json') return [];
      const result = api.validator.validateResponse(res.json(), operation, res.statusCode);
      return result.valid
        ? []
        : [`${where}: body does not match the schema: ${JSON.stringify(result.errors?.slice(0, 3))}`];
    },
    uncalled: () => names.filter((name) => !called.has(name)).sort(),
  };
}
