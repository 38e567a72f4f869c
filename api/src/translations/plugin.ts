// The translations' parts, built once and decorated as `app.translations`: the single-record service
// (routes.ts), and the coverage, the bulk writer and the repository behind the sheet (bulk-routes.ts).
import { servicePlugin } from '../plugins/service-plugin';
import { createTranslationBulk, type TranslationBulk } from './bulk';
import { createCoverage } from './coverage';
import { createTranslationRepository, type TranslationRepository } from './repository';
import { createTranslationService } from './service';

export interface Translations {
  service: ReturnType<typeof createTranslationService>;
  repository: TranslationRepository;
  coverage: ReturnType<typeof createCoverage>;
  bulk: TranslationBulk;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The translations (translations/service.ts, coverage.ts, bulk.ts). */
    translations: Translations;
  }
}

export default servicePlugin({ name: 'translations', dependencies: ['database', 'changes', 'catalog'] }, (app) => {
  const repository = createTranslationRepository(app.db);
  return {
    translations: {
      service: createTranslationService(repository, app.changes.publish, app.catalogRoom),
      repository,
      coverage: createCoverage(app.db),
      bulk: createTranslationBulk(app.db, app.changes.publish, app.catalogRoom),
    },
  };
});
