// A module whose plugin only builds its service and decorates the app with it makes that plugin with one call,
// instead of the same fastify-plugin wrapper in each. The module still declares its decoration's type (declare
// module 'fastify'), which is what the call checks `build` against.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export function servicePlugin<K extends keyof FastifyInstance>(
  decoration: K,
  options: { name: string; dependencies: string[] },
  build: (app: FastifyInstance) => FastifyInstance[K],
) {
  return fp(async (app: FastifyInstance) => {
    // (decorate's own typing of a generic key is too narrow to check here; `build` is checked above.)
    app.decorate(decoration as string, build(app) as unknown);
  }, options);
}
