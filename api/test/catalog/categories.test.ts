import { useTestApp } from '../helpers/test-app';
import { seedCategory, seedProduct } from './support';

const HAS_PRODUCTS = 'Bu kategori silinemez çünkü bağlı ürünleri var. Önce ürünleri silmeniz gerekiyor.';

describe('categories', () => {
  const t = useTestApp();

  const body = (restaurantId: number, extra: Record<string, unknown> = {}) => ({
    restaurantId,
    name: '  Çorbalar ',
    description: '',
    displayOrder: 2,
    icon: '',
    isActive: true,
    ...extra,
  });

  describe('lists and scoping', () => {
    let catA: number;
    let catB: number;
    beforeAll(async () => {
      catA = (await seedCategory(t, 'A', { name: 'Liste A', displayOrder: 1 })).id;
      catB = (await seedCategory(t, 'B', { name: 'Liste B' })).id;
    });

    it('gives a SuperAdmin the categories of every restaurant', async () => {
      const res = await t.request({ method: 'GET', url: '/api/Categories', token: await t.login('superAdmin') });
      expect(res.statusCode).toBe(200);
      const ids = res.json().map((c: { id: number }) => c.id);
      expect(ids).toEqual(expect.arrayContaining([catA, catB]));
    });

    it('gives a Manager only the categories of its own restaurant, with the id alias', async () => {
      const res = await t.request({ method: 'GET', url: '/api/categories', token: await t.login('managerA') });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.every((c: { restaurantId: number }) => c.restaurantId === t.restaurants.A)).toBe(true);
      expect(list).toContainEqual(
        expect.objectContaining({
          id: catA,
          categoryId: catA,
          name: 'Liste A',
          displayOrder: 1,
          isActive: true,
          icon: null,
        }),
      );
    });

    it('lists by user id for the user themself and for a SuperAdmin, not for someone else', async () => {
      const own = await t.request({
        method: 'GET',
        url: `/api/Categories/user/${t.users.managerA}`,
        token: await t.login('managerA'),
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().map((c: { id: number }) => c.id)).toContain(catA);
      expect(own.json().map((c: { id: number }) => c.id)).not.toContain(catB);
      const other = await t.request({
        method: 'GET',
        url: `/api/Categories/user/${t.users.adminB}`,
        token: await t.login('managerA'),
      });
      expect(other.statusCode).toBe(403);
      const asSuper = await t.request({
        method: 'GET',
        url: `/api/Categories/user/${t.users.adminB}`,
        token: await t.login('superAdmin'),
      });
      expect(asSuper.json().map((c: { id: number }) => c.id)).toEqual([catB]);
    });

    it("answers 404 for another restaurant's category", async () => {
      const res = await t.request({ method: 'GET', url: `/api/Categories/${catB}`, token: await t.login('managerA') });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Kategori bulunamadı');
    });

    it('asks for a token', async () => {
      const res = await t.request({ method: 'GET', url: '/api/Categories' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Token bulunamadı. Lütfen tekrar giriş yapın.');
    });
  });

  describe('public list', () => {
    it('shows only the active categories of an active restaurant, without internal fields', async () => {
      const active = await seedCategory(t, 'B', { name: 'Açık', displayOrder: 0 });
      await seedCategory(t, 'B', { name: 'Kapalı', isActive: false });
      const res = await t.request({ method: 'GET', url: `/api/categories/restaurant/${t.restaurants.B}` });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((c: { name: string }) => c.name)).toContain('Açık');
      expect(list.map((c: { name: string }) => c.name)).not.toContain('Kapalı');
      const found = list.find((c: { id: number }) => c.id === active.id);
      expect(Object.keys(found).sort()).toEqual([
        'availability',
        'categoryId',
        'description',
        'displayOrder',
        'icon',
        'id',
        'name',
        'restaurantId',
      ]);
    });

    it('answers 404 for an inactive or unknown restaurant', async () => {
      expect(
        (await t.request({ method: 'GET', url: `/api/categories/restaurant/${t.restaurants.inactive}` })).statusCode,
      ).toBe(404);
      expect((await t.request({ method: 'GET', url: '/api/categories/restaurant/999999' })).statusCode).toBe(404);
    });
  });

  describe('create, update, delete', () => {
    it('creates a category with the name trimmed and empty description and icon as null', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/Categories',
        token: await t.login('managerA'),
        payload: body(t.restaurants.A),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        restaurantId: t.restaurants.A,
        name: 'Çorbalar',
        description: null,
        icon: null,
        displayOrder: 2,
        isActive: true,
      });
      expect(new Date(res.json().createdDate).toISOString()).toBe(res.json().createdDate);
    });

    it('defaults the display order to 0 and keeps a known icon key', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/categories',
        token: await t.login('adminA'),
        payload: body(t.restaurants.A, { name: 'Izgaralar', displayOrder: '', icon: 'soup' }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ displayOrder: 0, icon: 'soup' });
    });

    it('rejects a missing name, a missing restaurant and a negative or fractional order with the Turkish messages', async () => {
      const token = await t.login('superAdmin');
      const res = await t.request({
        method: 'POST',
        url: '/api/Categories',
        token,
        payload: { name: ' ', displayOrder: -1 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        restaurantId: ['Restoran ID zorunludur'],
        name: ['Kategori adı zorunludur'],
        displayOrder: [expect.stringContaining('0 veya daha büyük')],
      });
      const fractional = await t.request({
        method: 'POST',
        url: '/api/Categories',
        token,
        payload: body(t.restaurants.A, { displayOrder: 1.5 }),
      });
      expect(fractional.statusCode).toBe(400);
      const badIcon = await t.request({
        method: 'POST',
        url: '/api/Categories',
        token,
        payload: body(t.restaurants.A, { icon: 'fa-rocket' }),
      });
      expect(badIcon.statusCode).toBe(400);
      expect(badIcon.json().errors.icon).toEqual(['Geçersiz simge']);
    });

    it('answers 403 when a Manager creates into another restaurant, and nothing is saved', async () => {
      const token = await t.login('managerA');
      const res = await t.request({
        method: 'POST',
        url: '/api/Categories',
        token,
        payload: body(t.restaurants.B, { name: 'Sızma' }),
      });
      expect(res.statusCode).toBe(403);
      const list = await t.request({ method: 'GET', url: '/api/Categories', token: await t.login('superAdmin') });
      expect(list.json().map((c: { name: string }) => c.name)).not.toContain('Sızma');
    });

    it('answers 400 for a restaurant that does not exist', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/Categories',
        token: await t.login('superAdmin'),
        payload: body(999999),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('restaurantId');
    });

    it('updates with or without an id in the body and refuses a different id', async () => {
      const token = await t.login('adminA');
      const cat = await seedCategory(t, 'A', { name: 'Eski' });
      const res = await t.request({
        method: 'PUT',
        url: `/api/Categories/${cat.id}`,
        token,
        payload: body(t.restaurants.A, { id: cat.id, name: 'Yeni', isActive: false, icon: 'cake' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: cat.id, name: 'Yeni', isActive: false, icon: 'cake' });
      const noId = await t.request({
        method: 'PUT',
        url: `/api/categories/${cat.id}`,
        token,
        payload: body(t.restaurants.A, { name: 'Yeni 2' }),
      });
      expect(noId.json().name).toBe('Yeni 2');
      const mismatch = await t.request({
        method: 'PUT',
        url: `/api/categories/${cat.id}`,
        token,
        payload: body(t.restaurants.A, { id: cat.id + 1 }),
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors).toHaveProperty('id');
    });

    it("answers 404 when updating or deleting another restaurant's category, and leaves it unchanged", async () => {
      const token = await t.login('managerA');
      const cat = await seedCategory(t, 'B', { name: 'B nin' });
      const put = await t.request({
        method: 'PUT',
        url: `/api/Categories/${cat.id}`,
        token,
        payload: body(t.restaurants.A, { name: 'Ele geçirildi' }),
      });
      expect(put.statusCode).toBe(404);
      const del = await t.request({ method: 'DELETE', url: `/api/Categories/${cat.id}`, token });
      expect(del.statusCode).toBe(404);
      const read = await t.request({
        method: 'GET',
        url: `/api/Categories/${cat.id}`,
        token: await t.login('superAdmin'),
      });
      expect(read.json().name).toBe('B nin');
    });

    it('answers 403 when moving an own category into another restaurant', async () => {
      const cat = await seedCategory(t, 'A', { name: 'Taşınacak' });
      const res = await t.request({
        method: 'PUT',
        url: `/api/Categories/${cat.id}`,
        token: await t.login('adminA'),
        payload: body(t.restaurants.B),
      });
      expect(res.statusCode).toBe(403);
    });

    it('refuses to move a category with products to another restaurant (409)', async () => {
      const cat = await seedCategory(t, 'A', { name: 'Ürünlü' });
      await seedProduct(t, cat.id, 'A');
      const res = await t.request({
        method: 'PUT',
        url: `/api/Categories/${cat.id}`,
        token: await t.login('superAdmin'),
        payload: body(t.restaurants.B),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Bu kategorinin restoranı değiştirilemez çünkü bağlı ürünleri var.');
    });

    it('deletes an empty category and refuses one with products with the spec message', async () => {
      const token = await t.login('managerA');
      const empty = await seedCategory(t, 'A', { name: 'Boş' });
      expect((await t.request({ method: 'DELETE', url: `/api/Categories/${empty.id}`, token })).statusCode).toBe(204);
      expect((await t.request({ method: 'GET', url: `/api/Categories/${empty.id}`, token })).statusCode).toBe(404);

      const full = await seedCategory(t, 'A', { name: 'Dolu' });
      await seedProduct(t, full.id, 'A');
      const res = await t.request({ method: 'DELETE', url: `/api/Categories/${full.id}`, token });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 409, title: expect.any(String), message: HAS_PRODUCTS });
      expect((await t.request({ method: 'GET', url: `/api/Categories/${full.id}`, token })).statusCode).toBe(200);
    });
  });
});
