// First-start data: the SuperAdmin is always ensured; on an empty database with DEMO_DATA the Turkish
// demo restaurants and users are added once. Returns the credentials it generated so main can print them.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { PasswordHasher } from '../auth/password';
import { EGE_SOFRASI, LEZZET_DURAGI, type DemoRestaurant } from './demo-data';
import { usernameKey } from '../users/username-key';
import { seedVisits } from './visits';

export interface BootstrapResult {
  superAdmin: { username: string; password: string | null; created: boolean };
  demo: { users: string[]; password: string | null } | null;
}

/** Readable random password (16 characters, no look-alikes). */
export function randomPassword(length = 16): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Makes every stored users.username_key equal usernameKey(username): migration 0010 filled the column with an
 * approximation in SQL, whose lower() depends on the database's locale. A key that would clash with another
 * user's gets '#<id>' after it (that user keeps signing in by the exact spelling). Returns how many changed.
 */
export async function refreshUsernameKeys(db: Database, log: (message: string) => void = () => {}): Promise<number> {
  const rows = await db
    .select({ id: t.users.id, username: t.users.username, key: t.users.usernameKey })
    .from(t.users)
    .orderBy(t.users.id);
  const taken = new Set(rows.map((r) => r.key));
  let changed = 0;
  for (const row of rows) {
    const wanted = usernameKey(row.username);
    if (row.key === wanted || row.key === `${wanted}#${row.id}`) continue;
    const key = taken.has(wanted) ? `${wanted}#${row.id}` : wanted;
    if (key !== wanted)
      log(
        `Kullanıcı adı "${row.username}" (id ${row.id}) başka bir kullanıcınınkiyle aynı sayılıyor; yalnızca tam yazımıyla giriş yapabilir.`,
      );
    await db.update(t.users).set({ usernameKey: key }).where(eq(t.users.id, row.id));
    taken.delete(row.key);
    taken.add(key);
    changed += 1;
  }
  return changed;
}

export async function bootstrapData(
  db: Database,
  options: {
    superAdminUsername: string;
    superAdminPassword?: string;
    demoData: boolean;
    demoPassword?: string;
    passwords: PasswordHasher;
    today?: Date;
    log?: (message: string) => void;
  },
): Promise<BootstrapResult> {
  await refreshUsernameKeys(db, options.log);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(t.users);
  const empty = Number(n) === 0;

  const result: BootstrapResult = {
    superAdmin: { username: options.superAdminUsername, password: null, created: false },
    demo: null,
  };
  const [existing] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.usernameKey, usernameKey(options.superAdminUsername)));
  if (!existing) {
    const password = options.superAdminPassword ?? randomPassword();
    await db.insert(t.users).values({
      username: options.superAdminUsername,
      usernameKey: usernameKey(options.superAdminUsername),
      email: `${options.superAdminUsername.toLowerCase()}@qrmenu.local`,
      passwordHash: await options.passwords.hash(password),
      firstName: 'Sistem',
      lastName: 'Yöneticisi',
      role: 'SuperAdmin',
      restaurantId: null,
    });
    // Printed only when generated here; a password given through the environment is already known.
    result.superAdmin = {
      username: options.superAdminUsername,
      password: options.superAdminPassword ? null : password,
      created: true,
    };
  }

  if (empty && options.demoData) {
    const password = options.demoPassword ?? randomPassword();
    const users = await seedDemoData(db, password, options.passwords, options.today ?? new Date());
    result.demo = { users, password: options.demoPassword ? null : password };
  }
  return result;
}

async function insertRestaurant(
  tx: Database,
  demo: DemoRestaurant,
): Promise<{ id: number; productIds: Map<string, number>; categoryIds: Map<string, number> }> {
  const [restaurant] = await tx.insert(t.restaurants).values(demo.restaurant).returning();
  const categoryRows = await tx
    .insert(t.categories)
    .values(
      demo.categories.map((c, i) => ({
        restaurantId: restaurant.id,
        name: c.name,
        description: c.description,
        icon: c.icon,
        displayOrder: i,
      })),
    )
    .returning();
  const categoryIds = new Map(categoryRows.map((c) => [c.name, c.id]));

  const productRows = await tx
    .insert(t.products)
    .values(
      // The product's own fields as written; what a demo product leaves out takes the column's default.
      demo.products.map(({ category, variants: _v, en: _e, ...fields }, i) => ({
        ...fields,
        restaurantId: restaurant.id,
        categoryId: categoryIds.get(category)!,
        isSpicy: (fields.spicyLevel ?? 0) > 0,
        displayOrder: i,
      })),
    )
    .returning({ id: t.products.id, name: t.products.name });
  const productIds = new Map(productRows.map((p) => [p.name, p.id]));
  // The demo's discounts began at seeding after weeks at the full price, so each is shown against a price
  // charged in the 30 days before it, as the price-label rules ask (the compliance panel checks it).
  const discounted = demo.products.filter((p) => p.discountedPrice != null);
  if (discounted.length) {
    const before = new Date(Date.now() - 20 * 86_400_000);
    await tx.insert(t.priceChanges).values(
      discounted.map((p) => ({
        productId: productIds.get(p.name)!,
        price: p.price,
        discountedPrice: null,
        changedAt: before,
      })),
    );
  }

  const variants = demo.products.flatMap((p) =>
    (p.variants ?? []).map((v, i) => ({
      productId: productIds.get(p.name)!,
      name: v.name,
      description: v.description ?? null,
      priceModifier: v.priceModifier,
      isDefault: v.isDefault ?? false,
      displayOrder: i,
    })),
  );
  if (variants.length) await tx.insert(t.productVariants).values(variants);
  await tx.insert(t.productAddons).values(demo.addons.map((a) => ({ ...a, restaurantId: restaurant.id })));
  await tx.insert(t.restaurantHours).values(
    demo.hours.map((h) => ({
      restaurantId: restaurant.id,
      dayOfWeek: h.dayOfWeek,
      openTime: h.openTime,
      closeTime: h.closeTime,
      isClosed: h.openTime === null,
    })),
  );

  const translations = [
    ...demo.categories
      .filter((c) => c.en)
      .map((c) => ({
        tableName: 'Categories',
        recordId: categoryIds.get(c.name)!,
        fieldName: 'Name',
        translatedText: c.en!,
      })),
    ...demo.products
      .filter((p) => p.en)
      .flatMap((p) => [
        { tableName: 'Products', recordId: productIds.get(p.name)!, fieldName: 'Name', translatedText: p.en!.name },
        {
          tableName: 'Products',
          recordId: productIds.get(p.name)!,
          fieldName: 'Description',
          translatedText: p.en!.description,
        },
      ]),
  ];
  if (translations.length)
    await tx
      .insert(t.translations)
      .values(translations.map((tr) => ({ ...tr, restaurantId: restaurant.id, languageCode: 'en' })));
  return { id: restaurant.id, productIds, categoryIds };
}

/** Next year's New Year's Day, as YYYY-MM-DD: always upcoming. */
function nextNewYear(today: Date): string {
  return `${today.getFullYear() + 1}-01-01`;
}

/** Visits of the demo restaurant's last 30 days: about a hundred a day. */
export const DEMO_VISITS = 3000;

async function seedDemoData(db: Database, password: string, passwords: PasswordHasher, today: Date): Promise<string[]> {
  const hashes = await Promise.all([1, 2, 3, 4].map(() => passwords.hash(password)));
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const first = await insertRestaurant(txDb, LEZZET_DURAGI);
    const second = await insertRestaurant(txDb, EGE_SOFRASI);

    await txDb.insert(t.specialDays).values([
      {
        restaurantId: first.id,
        date: nextNewYear(today),
        name: 'Yılbaşı',
        openTime: '12:00:00',
        closeTime: '18:00:00',
        isClosed: false,
        note: 'Yılbaşı günü kısaltılmış çalışma saatleri uygulanır.',
      },
    ]);
    await txDb.insert(t.menuQrCodes).values(
      Array.from({ length: 10 }, (_, i) => ({
        restaurantId: first.id,
        tableNumber: String(i + 1),
        qrCodeUrl: null,
        isActive: true,
      })),
    );
    // A month of visits, so the access-log report has something to show on a first start.
    await seedVisits(txDb, { restaurantId: first.id, visits: DEMO_VISITS, days: 30, now: today });

    const demoUsers = [
      {
        username: 'demo-admin',
        email: 'demo-admin@lezzetduragi.com.tr',
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        role: 'Admin' as const,
        restaurantId: first.id,
      },
      {
        username: 'demo-manager',
        email: 'demo-manager@lezzetduragi.com.tr',
        firstName: 'Mehmet',
        lastName: 'Demir',
        role: 'Manager' as const,
        restaurantId: first.id,
      },
      {
        username: 'demo-admin-2',
        email: 'demo-admin-2@egesofrasi.com.tr',
        firstName: 'Zeynep',
        lastName: 'Kaya',
        role: 'Admin' as const,
        restaurantId: second.id,
      },
      // A waiter's tablet: the service screen only.
      {
        username: 'demo-garson',
        email: 'demo-garson@lezzetduragi.com.tr',
        firstName: 'Emre',
        lastName: 'Çelik',
        role: 'Garson' as const,
        restaurantId: first.id,
      },
    ];
    await txDb
      .insert(t.users)
      .values(demoUsers.map((u, i) => ({ ...u, usernameKey: usernameKey(u.username), passwordHash: hashes[i] })));
    return demoUsers.map((u) => u.username);
  });
}
