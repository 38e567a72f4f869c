// Makes the change bus available as `app.changes` (services announce with `app.changes.publish` after their
// write committed) and starts and stops its listening connection with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeBus } from './bus';

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeBus;
  }
}

export default fp<{ bus: ChangeBus }>(
  async function changesPlugin(app: FastifyInstance, { bus }) {
    app.decorate('changes', bus);
    // Listening before the first request: nothing is cached yet, so nothing can be missed.
    app.addHook('onReady', () => bus.start());
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'changes', dependencies: ['database'] },
);
