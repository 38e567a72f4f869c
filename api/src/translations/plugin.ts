// The translations' parts, built once and decorated as `app.translations`: the single-record service
// (routes.ts), and the coverage, the bulk writer and the repository behind the sheet (bulk-routes.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

export default fp(
  async function translationsPlugin(app: FastifyInstance) {
    const repository = createTranslationRepository(app.db);
    app.decorate('translations', {
      service: createTranslationService(repository, app.changes.publish, app.catalogRoom),
      repository,
      coverage: createCoverage(app.db),
      bulk: createTranslationBulk(app.db, app.changes.publish, app.catalogRoom),
    });
  },
  { name: 'translations', dependencies: ['database', 'changes', 'catalog'] },
);
