import { createTestApp, useTestApp } from './helpers/test-app';
import { createError } from '../src/errors';

describe('error responses', () => {
  const t = useTestApp();

  /** A sign-in call with the body as sent, under `contentType`. */
  const postLogin = (contentType: string, payload: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType }, payload });

  it('answers malformed JSON with 400 and a Turkish message in the error shape', async () => {
    const res = await postLogin('application/json', '{"username": "a",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      title: expect.any(String),
      message: 'İstek gövdesi okunamadı: geçerli bir JSON gönderin',
    });
  });

  it('answers an unsupported content type with 415 in the error shape', async () => {
    const res = await postLogin('application/xml', '<a/>');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, message: expect.stringMatching(/Desteklenmeyen içerik türü/) });
  });

  it('answers an oversized body with 413 in the error shape', async () => {
    const res = await postLogin(
      'application/json',
      JSON.stringify({ username: 'a', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, message: 'İstek gövdesi çok büyük' });
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const res = await t.request({ method: 'GET', url: '/api/yok-boyle-bir-yer' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: expect.stringMatching(/İstenen adres bulunamadı/) });
  });

  it('routes paths case-insensitively', async () => {
    const token = await t.login('superAdmin');
    for (const url of ['/api/Restaurants', '/api/RESTAURANTS/BY-ROLE', '/API/restaurants']) {
      expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(200);
    }
  });

  it('hides the details of a server error behind a generic Turkish message', async () => {
    // A closed database connection stands in for an unexpected failure deep inside a request.
    const broken = await createTestApp();
    await broken.app.dbHandle.close();
    const res = await broken.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'super', password: 'x' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const body = res.json();
    expect(body).toEqual({ status: res.statusCode, title: expect.any(String), message: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/at |\.ts|select|closed/i);
    const health = await broken.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    await broken.close();
  });

  it('reports health 200 with the database up', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      menuCache: expect.objectContaining({ maxBytes: 64 * 1024 * 1024 }),
      changes: expect.objectContaining({ listening: true }),
    });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document built from the zod schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/restaurants', '/api/restaurants/{id}', '/api/uploads/images']),
    );
    const login = doc.paths['/api/auth/login'].post;
    expect(JSON.stringify(login.requestBody)).toMatch(/username/);
    const ui = await t.request({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(302);
    expect(ui.headers.location).toBe('/api/docs/');
    const page = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('./static/swagger-ui.css');
    expect((await t.request({ method: 'GET', url: '/api/docs/static/swagger-ui.css' })).statusCode).toBe(200);
  });

  it("documents what the diners' routes answer: the menu's 200 and 304, the scan's 302 and HTML pages, the log as CSV, the files as PDF, CSV and XLSX", async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const menu = doc.paths['/api/public/menu/{restaurantId}'].get.responses;
    expect(Object.keys(menu)).toEqual(expect.arrayContaining(['200', '304', '400', '404', '429']));
    expect(Object.keys(menu['200'].content)).toEqual(['application/json']);
    const scan = doc.paths['/api/menu/{restaurantId}'].get.responses;
    expect(Object.keys(scan)).toEqual(expect.arrayContaining(['200', '302', '404']));
    expect(Object.keys(scan['404'].content)).toEqual(['text/html']);
    expect(Object.keys(doc.paths['/api/MenuAccessLogs/csv'].get.responses['200'].content)).toEqual(['text/csv']);
    expect(Object.keys(doc.paths['/api/restaurants/{id}/price-list.pdf'].get.responses['200'].content)).toEqual([
      'application/pdf',
    ]);
    expect(Object.keys(doc.paths['/api/restaurants/{id}/catalog.csv'].get.responses['200'].content)).toEqual([
      'text/csv',
    ]);
    expect(Object.keys(doc.paths['/api/restaurants/{id}/catalog/import'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    // Bodies a client generated from the reference can send: the product as JSON or a form, files as multipart.
    for (const [path, method] of [
      ['/api/products', 'post'],
      ['/api/products/{id}', 'put'],
      ['/api/products/test-form', 'post'],
    ] as const) {
      const body = doc.paths[path][method].requestBody;
      expect(Object.keys(body.content).sort()).toEqual(['application/json', 'multipart/form-data']);
      expect(Object.keys(body.content['application/json'].schema.properties)).toEqual(
        expect.arrayContaining(['name', 'price', 'categoryId', 'allergens', 'imageFile']),
      );
    }
    const upload = doc.paths['/api/uploads/images'].post.requestBody.content['multipart/form-data'].schema;
    expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  });
});

describe('createError', () => {
  const frames = (error: Error) => (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).length;

  it('makes a 4xx without a stack (an answer to the caller), a 5xx with one (a fault to trace)', () => {
    const limit = Error.stackTraceLimit;
    const refused = createError('TOO_MANY_REQUESTS');
    expect(refused).toMatchObject({ status: 429, message: expect.any(String) });
    expect(frames(refused)).toBe(0);
    expect(frames(createError('INTERNAL'))).toBeGreaterThan(0);
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
