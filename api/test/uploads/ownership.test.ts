// An image reference names only the record's own restaurant's uploads (or a SuperAdmin's, which belong to no
// restaurant): another restaurant's upload, taken from its public menu, or any other server path is refused
// (400, Turkish) on the product form, the restaurant form and the catalog import; links to other sites stay.
import { FOREIGN_IMAGE, SERVER_PATH_IMAGE } from '../../src/uploads/ownership';
import { multipartBody, seedCategory } from '../catalog/support';
import { png, uploadImage } from '../helpers/images';
import { useTestApp } from '../helpers/test-app';

describe('image references stay within the restaurant', () => {
  const t = useTestApp();
  let managerA: string;
  let adminA: string;
  let ownImage: string;
  let foreignImage: string;
  let superImage: string;
  let categoryId: number;
  beforeAll(async () => {
    [managerA, adminA] = await Promise.all([t.login('managerA'), t.login('adminA')]);
    const upload = async (token: string, seed: number) =>
      (await uploadImage(t, token, `foto-${seed}.png`, png(seed))).json().path as string;
    ownImage = await upload(managerA, 201);
    foreignImage = await upload(await t.login('adminB'), 202);
    superImage = await upload(await t.login('superAdmin'), 203);
    categoryId = (await seedCategory(t, 'A', { name: 'Görselli' })).id;
  });

  const createProduct = (image: string | null, name: string) =>
    t.request({
      method: 'POST',
      url: '/api/products',
      token: managerA,
      payload: { restaurantId: t.restaurants.A, categoryId, name, price: 50, image },
    });

  it('refuses another restaurant’s upload and other server paths on a product, keeps own uploads and outside links', async () => {
    for (const [image, message] of [
      [foreignImage, FOREIGN_IMAGE],
      [`https://menu.example.com${foreignImage}?v=2`, FOREIGN_IMAGE],
      ['/api/users', SERVER_PATH_IMAGE],
    ] as const) {
      const res = await createProduct(image, `Yabancı ${image.length}`);
      expect([image, res.statusCode]).toEqual([image, 400]);
      expect(res.json().errors).toEqual({ image: [message] });
    }
    for (const image of [ownImage, superImage, 'https://cdn.example.com/lahmacun.jpg', null]) {
      expect((await createProduct(image, `Kendi ${String(image)}`)).statusCode).toBe(201);
    }
    // PUT: changing the image to another restaurant's is refused; the saved product is unchanged.
    const product = (await createProduct(ownImage, 'Değişecek')).json();
    const put = (image: string) =>
      t.request({ method: 'PUT', url: `/api/products/${product.id}`, token: managerA, payload: { ...product, image } });
    const refused = await put(foreignImage);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ image: [FOREIGN_IMAGE] });
    expect((await t.request({ method: 'GET', url: `/api/products/${product.id}`, token: managerA })).json().image).toBe(
      ownImage,
    );
    expect((await put(superImage)).statusCode).toBe(200);
  });

  it('refuses another restaurant’s upload as the restaurant’s logo or background', async () => {
    const current = (
      await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}`, token: adminA })
    ).json();
    const { id: _id, restaurantId: _r, createdDate: _c, ...body } = current;
    for (const field of ['logo', 'backgroundImage'] as const) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/restaurants/${t.restaurants.A}`,
        token: adminA,
        payload: { ...body, [field]: foreignImage },
      });
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().errors).toEqual({ [field]: [FOREIGN_IMAGE] });
    }
    const own = await t.request({
      method: 'PUT',
      url: `/api/restaurants/${t.restaurants.A}`,
      token: adminA,
      payload: { ...body, logo: ownImage },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().logo).toBe(ownImage);
  });

  it('names the import rows whose image is another restaurant’s upload, and changes nothing', async () => {
    const csv = `\uFEFFTür,ID,Kategori,Ad,Fiyat (₺),Görsel\r\nÜrün,,Görselli,İthal 1,10,${foreignImage}\r\nÜrün,,Görselli,İthal 2,10,${ownImage}\r\nÜrün,,Görselli,İthal 3,10,/menu/1\r\n`;
    const res = await t.request({
      method: 'POST',
      url: `/api/restaurants/${t.restaurants.A}/catalog/import`,
      token: managerA,
      ...multipartBody([{ name: 'file', value: Buffer.from(csv), fileName: 'k.csv', contentType: 'text/csv' }]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      { row: 2, message: FOREIGN_IMAGE },
      { row: 4, message: SERVER_PATH_IMAGE },
    ]);
    const list = (
      await t.request({ method: 'GET', url: `/api/Products?restaurantId=${t.restaurants.A}`, token: managerA })
    ).json() as Array<{ name: string }>;
    expect(list.some((p) => p.name.startsWith('İthal'))).toBe(false);
  });
});
