// npm run images:cleanup: deletes uploaded images no product or restaurant refers to, for
// images left over from before they were removed with their reference. The server does the same every hour;
// this is for doing it now, or to see what would go.
//
//   npm run images:cleanup                      delete unreferenced images uploaded more than 24 hours ago
//   npm run images:cleanup -- --dry-run         only list them
//   npm run images:cleanup -- --grace-hours 1   a shorter grace period (an upload in an open form is unreferenced)
//
// Reads the same environment as the server (DATABASE_URL, DATA_DIR). The embedded PGlite database belongs to one
// process: with it, stop the server first and add --offline.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createDatabaseImageStorage } from '../uploads/storage';
import { runCommand } from './run';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      'grace-hours': { type: 'string', default: '24' },
      offline: { type: 'boolean', default: false },
    },
  });
  const graceHours = Number(values['grace-hours']);
  if (!Number.isFinite(graceHours) || graceHours < 0) {
    console.error('--grace-hours must be a number of hours (0 or more)');
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl && !values.offline) {
    console.error(
      `The embedded database (${path.join(config.dataDir, 'pglite')}) belongs to the running server: stop the server and run again with --offline, or let the server's hourly clean-up do it.`,
    );
    return 2;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    const storage = createDatabaseImageStorage(database.db);
    const result = await storage.collect(graceHours * 3_600_000, { dryRun: values['dry-run'] });
    for (const key of result.keys)
      console.log(`${values['dry-run'] ? 'would remove' : 'removed'} /uploads/menu/${key}`);
    const mb = (result.bytes / (1024 * 1024)).toFixed(1);
    console.log(
      `${result.count} unreferenced image(s), ${mb} MB ${values['dry-run'] ? 'would be removed' : 'removed'} (grace period ${graceHours} h)`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
