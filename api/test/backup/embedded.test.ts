// An embedded backup taken from a live PGlite folder while queries run: the file is a gzipped tar of the
// folder that the restore check accepts and that opens with the rows written before it began; a cut-short copy
// is refused; a restore sets the current folder aside and brings the backup's rows back.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { restoreEmbedded, tarEntries, verifyEmbeddedBackup, writeEmbeddedBackup } from '../../src/backup/embedded';
import { openDatabase } from '../../src/db/client';
import { createEmbeddedDataDir, describeEmbedded } from '../helpers/database';

describeEmbedded('embedded backups', () => {
  it('writes a consistent, private, checked copy while queries run, and restores it beside the old folder', async () => {
    const dataDir = await createEmbeddedDataDir('menu-backup-test-');
    const pgliteDir = path.join(dataDir, 'pglite');
    const backupDir = path.join(dataDir, 'backups');
    const handle = await openDatabase({ pgliteDir, migrate: false });
    try {
      await handle.db.execute(sql`insert into restaurants (name, is_active) values ('Yedek Lokantası', true)`);
      // Queries keep coming while the backup is taken; the one before it began must be in it.
      let running = true;
      let answered = 0;
      const traffic = (async () => {
        while (running) {
          await handle.db.execute(sql`select count(*) from restaurants`);
          answered += 1;
          // As requests arriving over the network do: PGlite answers within microtasks, and a loop of them alone
          // would never let the event loop reach the backup's file and worker events.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const result = await writeEmbeddedBackup({ dir: pgliteDir, whileIdle: handle.whileIdle! }, backupDir, 7);
      running = false;
      await traffic;

      expect(answered).toBeGreaterThan(0);
      expect(path.basename(result.file)).toMatch(/^menu-yedek-\d{8}-\d{6}\.tar\.gz$/);
      expect(fs.statSync(result.file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700);
      expect(result.bytes).toBe(fs.statSync(result.file).size);
      // Nothing of the staging copy or the temporary file is left.
      expect(fs.readdirSync(backupDir)).toEqual([path.basename(result.file)]);

      const bytes = fs.readFileSync(result.file);
      expect(tarEntries(zlib.gunzipSync(bytes))).toContain('PG_VERSION');
      const verified = await verifyEmbeddedBackup(bytes);
      expect(verified.restaurants).toBe(1);

      await expect(verifyEmbeddedBackup(bytes.subarray(0, Math.floor(bytes.length / 2)))).rejects.toThrow(
        /gzip|kesik|bozuk/,
      );

      const target = path.join(dataDir, 'restored', 'pglite');
      fs.mkdirSync(target, { recursive: true });
      fs.writeFileSync(path.join(target, 'eski'), 'x');
      const aside = await restoreEmbedded(verified, target);
      expect(aside && fs.readFileSync(path.join(aside, 'eski'), 'utf8')).toBe('x');
      const restored = await openDatabase({ pgliteDir: target, migrate: false });
      try {
        const { rows } = (await restored.db.execute(sql`select name from restaurants`)) as unknown as {
          rows: Array<{ name: string }>;
        };
        expect(rows.map((r) => r.name)).toEqual(['Yedek Lokantası']);
      } finally {
        await restored.close();
      }
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
