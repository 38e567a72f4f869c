// The QR codes' service, built once and decorated as `app.qrCodes` for the routes (routes.ts); their repository
// as `app.qrCodeRepository` for the table cards of the price list.
import { servicePlugin } from '../plugins/service-plugin';
import { createQrCodeRepository, type QrCodeRepository } from './repository';
import { createQrCodeService, type QrCodeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The QR codes (qr-codes/service.ts). */
    qrCodes: QrCodeService;
    qrCodeRepository: QrCodeRepository;
  }
}

export default servicePlugin({ name: 'qr-codes', dependencies: ['database', 'visits', 'changes'] }, (app) => {
  const repository = createQrCodeRepository(app.db);
  return {
    qrCodeRepository: repository,
    qrCodes: createQrCodeService(repository, app.visits.lookup, app.changes.publish),
  };
});
