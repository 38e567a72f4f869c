// A module whose plugin only builds its services (scheduling their jobs, if any) and decorates the app with them
// makes that plugin with one call, instead of the same fastify-plugin wrapper in each. The module still declares
// its decorations' types (declare module 'fastify'), which is what the call checks `build`'s answer against.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export function servicePlugin<K extends keyof FastifyInstance>(
  options: { name: string; dependencies: string[] },
  build: (app: FastifyInstance) => Pick<FastifyInstance, K>,
) {
  return fp(async (app: FastifyInstance) => {
    // (decorate's own typing of a generic key is too narrow to check here; `build` is checked above.)
    for (const [decoration, service] of Object.entries(build(app))) app.decorate(decoration, service as unknown);
  }, options);
}
