// The trail of who changed what: one row per staff write in the writing transaction (who, restaurant, record,
// action, each changed field's old and new value, when, from where; never a password hash), none when the write
// fails, append-only in the database, GET /api/audit scoped by role with keyset pages, CSV/XLSX exports; and the
// security events (wrong sign-ins, a lockout, a replayed refresh token, password and role changes, a
// deactivation), each once in the trail and once in the log, with nothing secret in the log.
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditSentence, type AuditEvent } from '@menu/shared/contract';
import { createAuditRepository } from '../../src/audit/repository';
import { REFRESH_COOKIE } from '../../src/auth/routes';
import { auditEvents, products } from '../../src/db/schema';
import { multipartBody, seedCategory } from '../catalog/support';
import { FIXTURE_PASSWORD } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newUserBody, STRONG_PASSWORD } from '../helpers/users';

describe('the change trail', () => {
  let t: TestApp;
  const logLines: string[] = [];
  let soups: number;
  beforeAll(async () => {
    t = await createTestApp({
      overrides: { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } },
    });
    soups = (await seedCategory(t, 'A', { name: 'Çorbalar' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const trail = async (query: string, as: 'adminA' | 'superAdmin' = 'adminA') => {
    const res = await t.request({ method: 'GET', url: `/api/audit?${query}`, token: await t.login(as) });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: AuditEvent[]; nextCursor: number | null };
  };
  const rowsOf = async (entity: string, recordId: number) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, entity), eq(auditEvents.recordId, recordId)))
      .orderBy(auditEvents.id);

  it('records a price change with the user, restaurant, old and new value and address, in words', async () => {
    const [soup] = await t.db
      .insert(products)
      .values({
        restaurantId: t.restaurants.A,
        categoryId: soups,
        name: 'Mercimek Çorbası',
        price: '85.00',
        preparationTime: 0,
      })
      .returning();
    const token = await t.login('managerA');
    const body = { restaurantId: t.restaurants.A, categoryId: soups, name: 'Mercimek Çorbası', price: 95 };
    const res = await t.request({
      method: 'PUT',
      url: `/api/products/${soup.id}`,
      token,
      payload: body,
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(200);

    const page = await trail(`entity=products&recordId=${soup.id}`);
    expect(page.items).toHaveLength(1);
    const [row] = page.items;
    expect(row).toMatchObject({
      restaurantId: t.restaurants.A,
      userId: t.users.managerA,
      userName: 'Test Manager',
      entity: 'products',
      recordId: soup.id,
      recordLabel: 'Mercimek Çorbası',
      action: 'update',
      changes: { price: [85, 95] },
      clientAddress: '10.1.2.3',
    });
    expect(auditSentence(row)).toBe("Test Manager, Mercimek Çorbası'nın fiyatını ₺85,00 → ₺95,00 yaptı");
    // Saving the same values again changes no field: no row.
    await t.request({ method: 'PUT', url: `/api/products/${soup.id}`, token, payload: body });
    expect(await rowsOf('products', soup.id)).toHaveLength(1);
  });

  it("records a user's role change without any password or hash, and a role-change security event", async () => {
    const admin = await t.login('superAdmin');
    const payload = newUserBody(t.restaurants.A, 'ayse-y', { firstName: 'Ayşe', lastName: 'Yılmaz' });
    const created = await t.request({ method: 'POST', url: '/api/users', token: admin, payload });
    expect(created.json()).toMatchObject({ id: expect.any(Number) });
    const id = created.json().id as number;
    const updated = await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: admin,
      payload: { ...payload, passwordHash: '', role: 1 },
    });
    expect(updated.statusCode).toBe(200);

    const rows = await rowsOf('users', id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]).toMatchObject({
      userId: t.users.superAdmin,
      restaurantId: t.restaurants.A,
      recordLabel: 'Ayşe Yılmaz',
      changes: { role: ['Manager', 'Admin'] },
    });
    for (const r of rows) expect(JSON.stringify(r.changes)).not.toMatch(/scrypt|password|token|Kahve/i);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'role_changed'), eq(auditEvents.recordId, id)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      restaurantId: t.restaurants.A,
      userId: t.users.superAdmin,
      changes: { reason: 'Manager → Admin' },
    });
    expect(auditSentence({ ...rows[1], at: rows[1].at.toISOString() })).toBe(
      "Test SuperAdmin, Ayşe Yılmaz'ın rolünü Müdür → Yönetici yaptı",
    );
  });

  it('records an import of three rows as three creates by the importing user', async () => {
    const token = await t.login('managerA');
    const exported = await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}/catalog.csv`, token });
    const header = exported.body.split('\r\n')[0];
    const lines = ['Ezogelin', 'Tarhana', 'Yayla'].map(
      (name) => `Ürün,,Çorbalar,,${name} Çorbası,,80,,,,,,,,,,,,,,,,,,,,0`,
    );
    const csv = `${header}\r\n${lines.join('\r\n')}\r\n`;
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents))[0].n;
    const res = await t.request({
      method: 'POST',
      url: `/api/restaurants/${t.restaurants.A}/catalog/import`,
      token,
      ...multipartBody([{ name: 'file', value: Buffer.from(csv), fileName: 'k.csv', contentType: 'text/csv' }]),
    });
    expect(res.json()).toMatchObject({ create: 3, errors: [] });
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.id} > 0`)
      .orderBy(auditEvents.id);
    const added = rows.slice(before);
    expect(added.map((r) => [r.entity, r.action, r.recordLabel, r.userId])).toEqual([
      ['products', 'create', 'Ezogelin Çorbası', t.users.managerA],
      ['products', 'create', 'Tarhana Çorbası', t.users.managerA],
      ['products', 'create', 'Yayla Çorbası', t.users.managerA],
    ]);
    expect(added[0].changes).toMatchObject({ name: [null, 'Ezogelin Çorbası'], price: [null, 80] });
  });

  it('writes nothing when the write fails', async () => {
    const before = await t.db.select().from(auditEvents);
    // The category still has products: the delete fails in the database (409).
    const res = await t.request({
      method: 'DELETE',
      url: `/api/categories/${soups}`,
      token: await t.login('managerA'),
    });
    expect(res.statusCode).toBe(409);
    expect(await t.db.select().from(auditEvents)).toEqual(before);
  });

  it('is append-only: the database refuses updates, deletes and truncation, but for the retention job', async () => {
    for (const statement of [
      sql`update audit_events set user_name = 'x'`,
      sql`delete from audit_events`,
      sql`truncate audit_events`,
    ]) {
      await expect(t.db.execute(statement)).rejects.toThrow();
    }
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents))[0].n;
    const kept = await count();
    expect(kept).toBeGreaterThan(0);
    const repo = createAuditRepository(t.db);
    expect(await repo.deleteOlderThan(730)).toBe(0);
    expect(await count()).toBe(kept);
  });

  it('pages newest first with a cursor, scoped: Admin own restaurant, SuperAdmin all, Manager 403', async () => {
    const first = await trail('limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBe(first.items[1].id);
    const second = await trail(`limit=2&before=${first.nextCursor}`);
    expect(second.items[0].id).toBeLessThan(first.items[1].id);
    expect((await trail('limit=200')).items.every((r) => r.restaurantId === t.restaurants.A)).toBe(true);

    const b = await t.request({ method: 'GET', url: '/api/audit', token: await t.login('adminB') });
    expect(b.json().items).toEqual([]);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/audit?restaurantId=${t.restaurants.A}`,
          token: await t.login('adminB'),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/audit', token: await t.login('managerA') })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    expect((await trail(`restaurantId=${t.restaurants.A}&entity=users`, 'superAdmin')).items.length).toBeGreaterThan(0);
    const byUser = await trail(`userId=${t.users.managerA}&entity=products`);
    expect(byUser.items.length).toBeGreaterThan(0);
    expect(byUser.items.every((r) => r.userId === t.users.managerA)).toBe(true);
    const future = await trail(`from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`);
    expect(future.items).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: '/api/audit?entity=nope', token: await t.login('adminA') })).statusCode,
    ).toBe(400);
  });

  it('exports the rows in words as CSV and XLSX', async () => {
    const token = await t.login('adminA');
    const csv = await t.request({ method: 'GET', url: '/api/audit/csv?entity=products', token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="degisiklik-gecmisi-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body).toContain('Tarih,Restoran ID,Kullanıcı,Kayıt türü,Kayıt ID,İşlem,Açıklama,IP Adresi');
    expect(csv.body).toContain("Test Manager, Mercimek Çorbası'nın fiyatını ₺85,00 → ₺95,00 yaptı");
    const xlsx = await t.request({ method: 'GET', url: '/api/audit/xlsx?entity=products', token });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0].getSheetValues().flat().map(String);
    expect(cells).toContain("Test Manager, Mercimek Çorbası'nın fiyatını ₺85,00 → ₺95,00 yaptı");
  });

  describe('security events', () => {
    const secret = 'Yanlis-Sifre-123';
    const events = async (event: string) =>
      t.db.select().from(auditEvents).where(eq(auditEvents.event, event)).orderBy(auditEvents.id);

    it('records eleven wrong sign-ins as ten failures and one lockout, with the account and address', async () => {
      for (let i = 0; i < 11; i++) {
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'manager-a', password: secret },
          remoteAddress: `10.7.0.${i + 1}`,
        });
      }
      const failed = await events('sign_in_failed');
      expect(failed).toHaveLength(10);
      expect(failed[0]).toMatchObject({
        restaurantId: t.restaurants.A,
        recordId: t.users.managerA,
        clientAddress: '10.7.0.1',
        changes: { reason: 'wrong_password', usernameKey: 'manager-a' },
      });
      const locked = await events('sign_in_locked');
      expect(locked).toHaveLength(1);
      expect(locked[0]).toMatchObject({ recordId: t.users.managerA, clientAddress: '10.7.0.11' });
      const page = await trail('entity=security');
      expect(page.items.some((r) => r.event === 'sign_in_locked')).toBe(true);
    });

    it('records a replayed refresh token and a password change', async () => {
      const signIn = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin-b', password: FIXTURE_PASSWORD },
      });
      const cookieOf = (res: { headers: Record<string, unknown> }) =>
        decodeURIComponent(
          String(
            ([] as string[])
              .concat(res.headers['set-cookie'] as string[])
              .find((c) => c.startsWith(`${REFRESH_COOKIE}=`)),
          )
            .slice(REFRESH_COOKIE.length + 1)
            .split(';')[0],
        );
      const first = cookieOf(signIn);
      const refresh = (cookie: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          headers: { cookie: `${REFRESH_COOKIE}=${encodeURIComponent(cookie)}` },
        });
      expect((await refresh(first)).statusCode).toBe(200);
      expect((await refresh(first)).statusCode).toBe(401);
      expect(await events('session_reuse')).toMatchObject([
        { recordId: t.users.adminB, restaurantId: t.restaurants.B },
      ]);

      const token = signIn.json().token as string;
      const fresh = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin-b', password: FIXTURE_PASSWORD },
      });
      const changed = await t.request({
        method: 'POST',
        url: '/api/auth/password',
        token: fresh.json().token,
        payload: { currentPassword: FIXTURE_PASSWORD, newPassword: 'Zeytin-Dalı-Yeşil-77' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await events('password_changed')).toMatchObject([
        { recordId: t.users.adminB, changes: { reason: 'own' } },
      ]);

      // Nothing secret reached the log: no password, token or cookie that was used.
      const log = logLines.join('\n');
      expect(log).toContain('"event":"session_reuse"');
      for (const value of [
        secret,
        FIXTURE_PASSWORD,
        'Zeytin-Dalı-Yeşil-77',
        STRONG_PASSWORD,
        first,
        token,
        fresh.json().token,
      ])
        expect(log).not.toContain(value);
    });

    it('records a deactivation once, in the log and the trail', async () => {
      const admin = await t.login('adminA');
      const payload = newUserBody(t.restaurants.A, 'can-d', { firstName: 'Can', lastName: 'Demir' });
      const id = (await t.request({ method: 'POST', url: '/api/users', token: admin, payload })).json().id as number;
      expect(
        (
          await t.request({
            method: 'PUT',
            url: `/api/users/${id}`,
            token: admin,
            payload: { ...payload, passwordHash: '', isActive: false },
          })
        ).statusCode,
      ).toBe(200);
      expect(await events('user_deactivated')).toMatchObject([
        { recordId: id, userId: t.users.adminA, recordLabel: 'Can Demir' },
      ]);
      expect(logLines.filter((l) => l.includes('"event":"user_deactivated"'))).toHaveLength(1);
    });
  });
});
