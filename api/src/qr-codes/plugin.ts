// The QR codes' service, built once and decorated as `app.qrCodes` for the routes (routes.ts); their repository
// as `app.qrCodeRepository` for the table cards of the price list.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createQrCodeRepository, type QrCodeRepository } from './repository';
import { createQrCodeService, type QrCodeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The QR codes (qr-codes/service.ts). */
    qrCodes: QrCodeService;
    qrCodeRepository: QrCodeRepository;
  }
}

export default fp(
  async function qrCodesPlugin(app: FastifyInstance) {
    const repository = createQrCodeRepository(app.db);
    app.decorate('qrCodeRepository', repository);
    app.decorate('qrCodes', createQrCodeService(repository, app.visits.lookup, app.changes.publish));
  },
  { name: 'qr-codes', dependencies: ['database', 'visits', 'changes'] },
);
