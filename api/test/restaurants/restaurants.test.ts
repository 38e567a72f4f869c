import { categories, products, restaurants } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';

const HAS_DEPENDENTS = 'Bu restoran silinemez çünkü bağlı kayıtları var. Önce bağlı kayıtları silmeniz gerekiyor.';

describe('restaurants', () => {
  const t = useTestApp();

  const names = (body: Array<{ name: string }>) => body.map((r) => r.name).sort();

  describe('lists', () => {
    it('gives a SuperAdmin every restaurant through by-role and the plain list', async () => {
      const token = await t.login('superAdmin');
      for (const url of ['/api/restaurants/by-role', '/api/restaurants']) {
        const res = await t.request({ method: 'GET', url, token });
        expect(res.statusCode).toBe(200);
        expect(names(res.json())).toEqual(['Kapalı Restoran', 'Restoran A', 'Restoran B']);
      }
    });

    it('gives an Admin only its own restaurant through by-role and the plain list', async () => {
      const token = await t.login('adminA');
      for (const url of ['/api/restaurants/by-role', '/api/Restaurants']) {
        const res = await t.request({ method: 'GET', url, token });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([
          expect.objectContaining({ id: t.restaurants.A, restaurantId: t.restaurants.A, name: 'Restoran A' }),
        ]);
      }
    });

    it('returns restaurants with id, restaurantId, the colours and an ISO creation date', async () => {
      const token = await t.login('adminB');
      const [restaurant] = (await t.request({ method: 'GET', url: '/api/restaurants', token })).json();
      expect(restaurant).toMatchObject({
        id: t.restaurants.B,
        restaurantId: t.restaurants.B,
        primaryColor: '#FF6B35',
        secondaryColor: '#2C3E50',
        isActive: true,
      });
      expect(new Date(restaurant.createdDate).toISOString()).toBe(restaurant.createdDate);
    });

    it('lets a user list the restaurants of their own user id', async () => {
      const token = await t.login('managerA');
      const res = await t.request({ method: 'GET', url: `/api/restaurants/user/${t.users.managerA}`, token });
      expect(res.statusCode).toBe(200);
      expect(names(res.json())).toEqual(['Restoran A']);
    });

    it("refuses to list another user's restaurants unless SuperAdmin", async () => {
      const token = await t.login('adminA');
      const res = await t.request({ method: 'GET', url: `/api/restaurants/user/${t.users.adminB}`, token });
      expect(res.statusCode).toBe(403);
      const asSuper = await t.request({
        method: 'GET',
        url: `/api/restaurants/user/${t.users.adminB}`,
        token: await t.login('superAdmin'),
      });
      expect(names(asSuper.json())).toEqual(['Restoran B']);
    });

    it('asks for a token on the staff lists', async () => {
      const res = await t.request({ method: 'GET', url: '/api/restaurants' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Token bulunamadı. Lütfen tekrar giriş yapın.');
    });
  });

  describe('public view', () => {
    it('shows an active restaurant without a token, with public fields only', async () => {
      const res = await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ id: t.restaurants.A, restaurantId: t.restaurants.A, name: 'Restoran A' });
      expect(Object.keys(body).sort()).toEqual(
        [
          'acceptsCalls',
          'acceptsOrders',
          'address',
          'backgroundImage',
          'description',
          'email',
          'id',
          'logo',
          'name',
          'phone',
          'primaryColor',
          'restaurantId',
          'secondaryColor',
          'website',
        ].sort(),
      );
    });

    it('answers 404 with a Turkish message for an inactive restaurant', async () => {
      const res = await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.inactive}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, title: expect.any(String), message: 'Restoran bulunamadı' });
    });

    it('answers 404 for a restaurant that does not exist', async () => {
      const res = await t.request({ method: 'GET', url: '/api/restaurants/999999' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Restoran bulunamadı');
    });

    it('answers a non-numeric id with 400 in the error shape, never 500', async () => {
      const res = await t.request({ method: 'GET', url: '/api/restaurants/abc' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        message: 'Geçersiz kayıt numarası',
        errors: { id: ['Geçersiz kayıt numarası'] },
      });
      expect((await t.request({ method: 'GET', url: '/api/restaurants/99999999999999999999' })).statusCode).toBe(400);
    });
  });

  describe('create, update, delete', () => {
    const body = {
      name: '  Yeni Lokanta  ',
      description: 'Ev yemekleri',
      address: 'Beşiktaş, İstanbul',
      phone: '+90 212 000 00 00',
      email: 'info@yenilokanta.com',
      website: 'yenilokanta.com',
      logo: '/uploads/menu/logo.png',
      backgroundImage: 'https://example.com/bg.jpg',
      primaryColor: '#112233',
      secondaryColor: '',
      isActive: true,
    };

    it('lets a SuperAdmin create, read, update and delete a restaurant', async () => {
      const token = await t.login('superAdmin');
      const created = await t.request({ method: 'POST', url: '/api/restaurants', token, payload: body });
      expect(created.statusCode).toBe(201);
      const restaurant = created.json();
      expect(restaurant).toMatchObject({
        name: 'Yeni Lokanta',
        website: 'http://yenilokanta.com',
        primaryColor: '#112233',
        secondaryColor: '#2C3E50',
        isActive: true,
      });
      expect(restaurant.restaurantId).toBe(restaurant.id);

      const updated = await t.request({
        method: 'PUT',
        url: `/api/restaurants/${restaurant.id}`,
        token,
        payload: { ...body, id: restaurant.id, name: 'Yeni Lokanta 2', isActive: false },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: restaurant.id, name: 'Yeni Lokanta 2', isActive: false });

      // Staff who may see it still read an inactive restaurant in full.
      const read = await t.request({ method: 'GET', url: `/api/restaurants/${restaurant.id}`, token });
      expect(read.json()).toMatchObject({ name: 'Yeni Lokanta 2', isActive: false });

      const removed = await t.request({ method: 'DELETE', url: `/api/restaurants/${restaurant.id}`, token });
      expect(removed.statusCode).toBe(204);
      expect((await t.request({ method: 'GET', url: `/api/restaurants/${restaurant.id}`, token })).statusCode).toBe(
        404,
      );
      expect((await t.request({ method: 'DELETE', url: `/api/restaurants/${restaurant.id}`, token })).statusCode).toBe(
        404,
      );
    });

    it('accepts an update body without an id', async () => {
      const token = await t.login('adminA');
      const res = await t.request({
        method: 'PUT',
        url: `/api/restaurants/${t.restaurants.A}`,
        token,
        payload: { ...body, name: 'Restoran A' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: t.restaurants.A, name: 'Restoran A', phone: '+90 212 000 00 00' });
    });

    it('rejects an update whose body id differs from the path', async () => {
      const token = await t.login('adminA');
      const res = await t.request({
        method: 'PUT',
        url: `/api/restaurants/${t.restaurants.A}`,
        token,
        payload: { ...body, id: t.restaurants.B },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('id');
    });

    it('answers 404 when an Admin updates another restaurant, and leaves it unchanged', async () => {
      const token = await t.login('adminA');
      const res = await t.request({
        method: 'PUT',
        url: `/api/restaurants/${t.restaurants.B}`,
        token,
        payload: { ...body, name: 'Ele geçirildi' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Restoran bulunamadı');
      const b = await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.B}` });
      expect(b.json().name).toBe('Restoran B');
    });

    it('answers 403 when a Manager updates its own restaurant', async () => {
      const token = await t.login('managerA');
      const res = await t.request({ method: 'PUT', url: `/api/restaurants/${t.restaurants.A}`, token, payload: body });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Bu işlem için yetkiniz yok');
    });

    it('answers 403 when an Admin creates a restaurant', async () => {
      const token = await t.login('adminA');
      const res = await t.request({ method: 'POST', url: '/api/restaurants', token, payload: body });
      expect(res.statusCode).toBe(403);
    });

    it('answers 403 when an Admin deletes its own restaurant', async () => {
      const token = await t.login('adminA');
      expect(
        (await t.request({ method: 'DELETE', url: `/api/restaurants/${t.restaurants.A}`, token })).statusCode,
      ).toBe(403);
    });

    it('refuses to delete a restaurant that still has records, with the Turkish 409 message', async () => {
      const token = await t.login('superAdmin');
      const [restaurant] = await t.db.insert(restaurants).values({ name: 'Bağlı Kayıtlı' }).returning();
      const [category] = await t.db
        .insert(categories)
        .values({ restaurantId: restaurant.id, name: 'Çorbalar' })
        .returning();
      await t.db
        .insert(products)
        .values({ restaurantId: restaurant.id, categoryId: category.id, name: 'Mercimek', price: '85.00' });
      const res = await t.request({ method: 'DELETE', url: `/api/restaurants/${restaurant.id}`, token });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 409, title: expect.any(String), message: HAS_DEPENDENTS });
      expect((await t.request({ method: 'GET', url: `/api/restaurants/${restaurant.id}` })).statusCode).toBe(200);
    });

    it('refuses to delete a restaurant that still has users', async () => {
      const token = await t.login('superAdmin');
      const res = await t.request({ method: 'DELETE', url: `/api/restaurants/${t.restaurants.B}`, token });
      expect(res.statusCode).toBe(409);
    });

    it('validates the body with the Turkish messages of the form', async () => {
      const token = await t.login('superAdmin');
      const res = await t.request({
        method: 'POST',
        url: '/api/restaurants',
        token,
        payload: { name: ' ', email: 'not-an-email', website: 'javascript:alert(1)', primaryColor: 'red' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        title: expect.any(String),
        message: 'Restoran adı zorunludur',
        errors: {
          name: ['Restoran adı zorunludur'],
          email: ['Geçerli bir email adresi girin'],
          website: ['Geçerli bir website adresi girin'],
          primaryColor: ['Renk #RRGGBB biçiminde olmalıdır'],
        },
      });
    });
  });
});

describe('public rate limit', () => {
  const t = useTestApp();

  it('answers 429 in the error shape once an address exceeds the public limit', async () => {
    let last;
    for (let i = 0; i < 301; i++)
      last = await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}`, remoteAddress: '10.7.7.7' });
    expect(last!.statusCode).toBe(429);
    expect(last!.json()).toMatchObject({ status: 429, message: expect.stringMatching(/Çok fazla istek/) });
    expect(last!.headers['retry-after']).toBeDefined();
    // Another address is still served.
    expect(
      (await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}`, remoteAddress: '10.7.7.8' }))
        .statusCode,
    ).toBe(200);
  });
});
