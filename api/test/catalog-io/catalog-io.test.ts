// Export and import of a whole catalog (CSV and XLSX): a dry run previews
// { create, update, unchanged, errors } and changes nothing; without it, all rows or none; exporting and
// importing the unchanged file reports 0 changes.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { categories, priceChanges, productAddons, products, productVariants } from '../../src/db/schema';
import { multipartBody, seedCategory } from '../catalog/support';
import { useTestApp } from '../helpers/test-app';

describe('catalog export and import', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = await t.login('managerA');
    const soups = await seedCategory(t, 'A', {
      name: 'Çorbalar',
      availability: [{ days: [1, 2, 3, 4, 5], from: '11:00', to: '16:00' }],
    });
    const grills = await seedCategory(t, 'A', { name: 'Izgaralar', displayOrder: 1 });
    await t.db.insert(products).values({
      restaurantId: t.restaurants.A,
      categoryId: soups.id,
      name: 'Mercimek Çorbası',
      description: 'Limonlu, "tereyağlı"',
      price: '85.50',
      allergens: ['milk', 'celery'],
      ingredients: 'Mercimek, soğan',
    });
    const [adana] = await t.db
      .insert(products)
      .values({
        restaurantId: t.restaurants.A,
        categoryId: grills.id,
        name: 'Adana Kebap',
        price: '420.00',
        discountedPrice: '399.90',
        isSpicy: true,
        spicyLevel: 3,
        portionGrams: 200,
        allergens: ['gluten'],
      })
      .returning();
    await t.db.insert(productVariants).values([
      { productId: adana.id, name: 'Porsiyon', priceModifier: '0', isDefault: true },
      { productId: adana.id, name: '1,5 Porsiyon', priceModifier: '190.00', displayOrder: 1 },
    ]);
    await t.db.insert(productAddons).values({ restaurantId: t.restaurants.A, name: '-Acı sos', price: '10.00' });
    // Another restaurant's catalog is never touched.
    const other = await seedCategory(t, 'B', { name: 'B kategorisi' });
    await t.db
      .insert(products)
      .values({ restaurantId: t.restaurants.B, categoryId: other.id, name: 'B ürünü', price: '10' });
  });

  const exportFile = async (kind: 'csv' | 'xlsx') => {
    const res = await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}/catalog.${kind}`, token });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const upload = (bytes: Buffer | string, fileName: string, dryRun: boolean, as = token) =>
    t.request({
      method: 'POST',
      url: `/api/restaurants/${t.restaurants.A}/catalog/import${dryRun ? '?dryRun=true' : ''}`,
      token: as,
      ...multipartBody([
        {
          name: 'file',
          value: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
          fileName,
          contentType: 'application/octet-stream',
        },
      ]),
    });
  const snapshot = async () => ({
    categories: await t.db.select().from(categories).orderBy(categories.id),
    products: await t.db.select().from(products).orderBy(products.id),
    variants: await t.db.select().from(productVariants).orderBy(productVariants.id),
    addons: await t.db.select().from(productAddons).orderBy(productAddons.id),
  });

  it('exports every category, product, variant and add-on as CSV with a BOM and Turkish headers and values', async () => {
    const res = await exportFile('csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="katalog-\d+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Tür,ID,Kategori,Ürün,Ad,Açıklama,Fiyat \(₺\)/);
    expect(lines).toHaveLength(1 + 2 + 2 + 2 + 1);
    expect(text).toContain('Kategori,');
    expect(text).toContain('1,2,3,4,5 11:00-16:00');
    expect(text).toContain('"Limonlu, ""tereyağlı"""');
    expect(text).toContain('"Kereviz, Süt"'.replace('Kereviz, Süt', 'Süt, Kereviz'));
    expect(text).toContain("'-Acı sos");
    expect(text).not.toContain('B ürünü');
  });

  it('reports 0 changes for the unchanged export, as CSV and as XLSX, and applying it changes nothing', async () => {
    const before = await snapshot();
    for (const kind of ['csv', 'xlsx'] as const) {
      const file = await exportFile(kind);
      const preview = await upload(file.rawPayload, `katalog.${kind}`, true);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual({ create: 0, update: 0, unchanged: 7, errors: [] });
      const applied = await upload(file.rawPayload, `katalog.${kind}`, false);
      expect(applied.json()).toEqual({ create: 0, update: 0, unchanged: 7, errors: [] });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('previews creates and updates without writing, then applies them in one go (new rows refer to each other by name)', async () => {
    const csv = (await exportFile('csv')).body
      .replace('Mercimek Çorbası,"Limonlu, ""tereyağlı""",85.5', 'Mercimek Çorbası,"Limonlu, ""tereyağlı""",95')
      .trimEnd()
      .concat('\r\nKategori,,,,Kahvaltı,Serpme,,,,,,,,,,,,,,,,,breakfast,Evet,,"1,2,3,4,5,6,7 08:00-11:30",5\r\n')
      .concat(
        'Ürün,,Kahvaltı,,Menemen,,120,,,"Yumurta, domates",,,Evet,,,0,Evet,Hayır,"Yumurta, gluten",Hayır,Hayır,250,,,,,0\r\n',
      )
      .concat('Varyant,,,Menemen,Kaşarlı,,30,,,,,,,,,,,,,,,,,Evet,Hayır,,1\r\n');
    const before = await snapshot();
    const preview = await upload(csv, 'katalog.csv', true);
    expect(preview.json()).toEqual({ create: 3, update: 1, unchanged: 6, errors: [] });
    expect(await snapshot()).toEqual(before);

    const applied = await upload(csv, 'katalog.csv', false);
    expect(applied.json()).toEqual({ create: 3, update: 1, unchanged: 6, errors: [] });
    const [breakfast] = await t.db.select().from(categories).where(eq(categories.name, 'Kahvaltı'));
    expect(breakfast.availability).toEqual([{ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:30' }]);
    const [menemen] = await t.db.select().from(products).where(eq(products.name, 'Menemen'));
    expect(menemen).toMatchObject({
      categoryId: breakfast.id,
      price: '120.00',
      allergens: ['gluten', 'eggs'],
      portionGrams: 250,
      isVegetarian: true,
    });
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.productId, menemen.id));
    expect(variant).toMatchObject({ name: 'Kaşarlı', priceModifier: '30.00' });
    const [soup] = await t.db.select().from(products).where(eq(products.name, 'Mercimek Çorbası'));
    expect(soup.price).toBe('95.00');
    // The price history records the import as the user's change.
    const history = await t.db.select().from(priceChanges).where(eq(priceChanges.productId, soup.id));
    expect(history.at(-1)).toMatchObject({ price: '95.00', changedByName: 'manager-a' });
    // And the export of the new state imports as unchanged again.
    expect((await upload((await exportFile('xlsx')).rawPayload, 'k.xlsx', true)).json()).toEqual({
      create: 0,
      update: 0,
      unchanged: 10,
      errors: [],
    });
  });

  it('changes nothing when one row is wrong, and names every bad row in Turkish', async () => {
    const csv = (await exportFile('csv')).body
      .replace('Adana Kebap,,420,399.9', 'Adana Kebap,,420,450')
      .trimEnd()
      .concat('\r\nÜrün,,Yok Böyle Kategori,,Lahmacun,,120,,,,,,,,,,,,,,,,,,,,0\r\n')
      .concat('Ürün,,Çorbalar,,Tarhana,,85,,,,,,,,,,,,kabuklu,,,,,,,,0\r\n')
      .concat('Masa,,,,Garip satır,,1,,,,,,,,,,,,,,,,,,,,\r\n')
      .concat('Ürün,999999,Çorbalar,,Hayalet,,10,,,,,,,,,,,,,,,,,,,,\r\n');
    const before = await snapshot();
    const res = await upload(csv, 'katalog.csv', false);
    expect(res.statusCode).toBe(200);
    const { errors, ...counts } = res.json();
    expect(counts.create + counts.update + counts.unchanged).toBeGreaterThan(0);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    const lineOf = (start: string) => lines.findIndex((l) => l.includes(start)) + 1;
    expect(errors).toEqual(
      [
        { row: lineOf('Adana Kebap'), message: 'İndirimli fiyat, fiyattan düşük olmalıdır' },
        {
          row: lineOf('Lahmacun'),
          message: 'Kategori bulunamadı: "Yok Böyle Kategori" (önce kategori satırını ekleyin)',
        },
        { row: lineOf('Tarhana'), message: 'Bilinmeyen alerjen kodu: listedeki 14 alerjenden biri olmalıdır' },
        {
          row: lineOf('Garip satır'),
          message: 'Bilinmeyen satır türü "Masa": Kategori, Ürün, Varyant veya Eklenti olmalıdır',
        },
        {
          row: lineOf('Hayalet'),
          message: 'Ürün ID 999999 bu restoranda bulunamadı (yeni bir kayıt için ID sütununu boş bırakın)',
        },
      ].sort((a, b) => a.row - b.row),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses another restaurant’s IDs, files it cannot read, and users outside the restaurant', async () => {
    const [bProduct] = await t.db.select().from(products).where(eq(products.name, 'B ürünü'));
    const foreign = `\uFEFFTür,ID,Kategori,Ad,Fiyat (₺)\r\nÜrün,${bProduct.id},Çorbalar,B ürünü,12\r\n`;
    expect((await upload(foreign, 'x.csv', true)).json().errors).toEqual([
      {
        row: 2,
        message: `Ürün ID ${bProduct.id} bu restoranda bulunamadı (yeni bir kayıt için ID sütununu boş bırakın)`,
      },
    ]);
    const garbage = await upload(Buffer.from('PK\u0003\u0004 not really a workbook'), 'x.xlsx', true);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('Dosya okunamadı: geçerli bir XLSX veya CSV dosyası yükleyin');
    const noHeader = await upload('a,b,c\r\n1,2,3\r\n', 'x.csv', true);
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toBe(
      'Dosyada "Tür" ve "Ad" sütunları bulunamadı: dışa aktarılan katalog dosyasını şablon olarak kullanın',
    );
    const outsider = await upload(foreign, 'x.csv', true, await t.login('adminB'));
    expect(outsider.statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/restaurants/${t.restaurants.A}/catalog.csv`,
          token: await t.login('adminB'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}/catalog.csv` })).statusCode,
    ).toBe(401);
  });

  it('reads a workbook saved by a spreadsheet, with numbers as numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sayfa1');
    sheet.addRow(['Tür', 'ID', 'Kategori', 'Ad', 'Fiyat (₺)', 'Satışta']);
    sheet.addRow(['Eklenti', null, null, 'Ekstra Lavaş', 7.5, 'Evet']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect((await upload(bytes, 'elle.xlsx', true)).json()).toEqual({ create: 1, update: 0, unchanged: 0, errors: [] });
  });
  it('announces an applied import once, after it is committed; a dry run or an unchanged file announces nothing', async () => {
    const announced: number[][] = [];
    const off = t.app.changes.subscribe((event) => {
      if (event.kind === 'restaurants') announced.push(event.restaurantIds);
    });
    try {
      const unchanged = await exportFile('csv');
      await upload(unchanged.body, 'k.csv', false);
      const csv = unchanged.body.trimEnd().concat('\r\nEklenti,,,,Ekstra Yoğurt,,12,,,,,,,,,,,,,,,,,Evet,,,\r\n');
      await upload(csv, 'k.csv', true);
      expect(announced).toEqual([]);
      const applied = await upload(csv, 'k.csv', false);
      expect(applied.json()).toMatchObject({ create: 1, errors: [] });
      expect(announced).toEqual([[t.restaurants.A]]);
    } finally {
      off();
    }
  });

  it('keeps one default variant per product: a default imported for a product clears its saved one', async () => {
    const [adana] = await t.db.select().from(products).where(eq(products.name, 'Adana Kebap'));
    const header = (await exportFile('csv')).body.slice(1).split('\r\n')[0];
    const csv = `${header}\r\nVaryant,,,Adana Kebap,Yarım Porsiyon,,-100,,,,,,,,,,,,,,,,,Evet,Evet,,2\r\n`;
    expect((await upload(csv, 'k.csv', false)).json()).toMatchObject({ create: 1, errors: [] });
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, adana.id));
    expect(variants.filter((v) => v.isDefault).map((v) => v.name)).toEqual(['Yarım Porsiyon']);
  });
  it('leaves a running timed sold-out as it is: the sheet has no column for it', async () => {
    const until = new Date(Date.now() + 3_600_000);
    await t.db.update(products).set({ soldOutUntil: until }).where(eq(products.name, 'Adana Kebap'));
    const csv = (await exportFile('csv')).body.replace('Adana Kebap,,420,', 'Adana Kebap,,430,');
    expect((await upload(csv, 'k.csv', false)).json()).toMatchObject({ update: 1, errors: [] });
    const [adana] = await t.db.select().from(products).where(eq(products.name, 'Adana Kebap'));
    expect(adana.price).toBe('430.00');
    expect(adana.soldOutUntil?.toISOString()).toBe(until.toISOString());
  });
});
