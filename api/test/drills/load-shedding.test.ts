// Drill 4, the part that fits in `npm test`: when the event loop stays slow the API sheds with
// 503 in its Turkish error shape and a Retry-After, keeps answering the health check, and serves again
// by itself once the load is gone; one long block alone (a slow PGlite query) sheds nothing.
// drills/load.mjs drives the real server with autocannon for the figures.
import {
  createLoopDelayMonitor,
  LOAD_SHEDDING,
  OVERLOADED_MESSAGE,
  type DelayHistogram,
} from '../../src/plugins/security';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SAMPLE_MS = 300;
const HOST_ORIGIN = 'https://panel.example.com';

/** Keeps the thread busy, as a flood of requests (or PGlite queries on this thread) would. */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* spin */
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The threshold sits well above what a busy CI machine adds to a jest worker's loop on its own.
    t = await createTestApp({
      env: { CORS_ORIGINS: HOST_ORIGIN },
      overrides: { loadShedding: { maxEventLoopDelay: 200, sampleInterval: SAMPLE_MS } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const menu = () => t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}` });

  /** Busy slices with short breaks until the API has seen the loop slow for two samples in a row. */
  async function overload() {
    const started = Date.now();
    while (!t.app.isUnderPressure()) {
      if (Date.now() - started > 15_000) throw new Error('the API never came under pressure');
      // Half of each loop turn's delay samples land near the block's length: 800 ms blocks keep the mean
      // per sample well over the threshold.
      busy(800);
      await pause(1);
    }
  }

  async function calm(timeoutMs = 5000) {
    const started = Date.now();
    while (t.app.isUnderPressure()) {
      if (Date.now() - started > timeoutMs) throw new Error(`still under pressure after ${timeoutMs} ms`);
      await pause(20);
    }
    return Date.now() - started;
  }

  it('serves normally when the loop is not busy', async () => {
    await calm();
    expect((await menu()).statusCode).toBe(200);
  });

  it('sheds with 503, the Turkish error shape and Retry-After while the loop stays slow, but keeps the health check', async () => {
    await calm();
    await overload();
    const [api, page, signIn, health] = await Promise.all([
      t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}`, headers: { origin: HOST_ORIGIN } }),
      t.request({
        method: 'GET',
        url: `/api/menu/${t.restaurants.A}?table=1`,
        headers: { accept: 'text/html,application/xhtml+xml' },
      }),
      t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin-a', password: 'yanlış' } }),
      t.request({ method: 'GET', url: '/api/health' }),
    ]);

    expect(api.statusCode).toBe(503);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.json()).toEqual({ status: 503, title: 'Hizmet kullanılamıyor', message: OVERLOADED_MESSAGE });
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(0);
    expect(api.headers['cache-control']).toBe('no-store');
    // The admin shell on its own origin can read the answer (and its Retry-After).
    expect(api.headers['access-control-allow-origin']).toBe(HOST_ORIGIN);
    expect(api.headers['access-control-expose-headers']).toMatch(/Retry-After/i);

    // A phone opening a scanned QR code gets a readable page, not JSON.
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('çok yoğun');
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);

    // Shed before any work: a sign-in is neither checked nor counted by the throttle.
    expect(signIn.statusCode).toBe(503);

    expect(health.statusCode).toBe(200);
  });

  it('serves again by itself within a second or two once the load is gone', async () => {
    await overload();
    expect((await menu()).statusCode).toBe(503);
    const recoveredAfterMs = await calm();
    expect(recoveredAfterMs).toBeLessThan(2 * SAMPLE_MS + 1000);
    expect((await menu()).statusCode).toBe(200);
  });
});

// The rule itself, without the machine's timing: one long block (a slow PGlite query) is one slow sample
// and sheds nothing; the API sheds from the second slow sample in a row and stops at the first calm one.
describe('the event-loop rule', () => {
  function monitorWith(delaysMs: Array<number | null>) {
    const histogram: DelayHistogram = { count: 0, mean: 0, reset() {}, enable() {}, disable() {} };
    let now = 0;
    const monitor = createLoopDelayMonitor(LOAD_SHEDDING, histogram, () => now);
    return delaysMs.map((delay) => {
      now += LOAD_SHEDDING.sampleInterval;
      // null: the loop was blocked past the whole sample, the histogram holds nothing, the sample came late.
      if (delay === null) {
        histogram.count = 0;
        now += 1500;
      } else {
        histogram.count = 50;
        histogram.mean = (delay + 10) * 1e6;
      }
      return monitor.sample() ? 'serves' : 'sheds';
    });
  }

  it('sheds nothing after one long block', () => {
    expect(monitorWith([20, null, 30, 20])).toEqual(['serves', 'serves', 'serves', 'serves']);
    expect(monitorWith([20, 900, 30, 20])).toEqual(['serves', 'serves', 'serves', 'serves']);
  });

  it('sheds from the second slow sample in a row, and stops at the first calm one', () => {
    expect(monitorWith([200, 300, 400, 40, 200])).toEqual(['serves', 'sheds', 'sheds', 'serves', 'serves']);
    expect(monitorWith([null, 200, 20])).toEqual(['serves', 'sheds', 'serves']);
  });

  it('does not count a mean at the limit as slow', () => {
    expect(monitorWith([150, 150, 150])).toEqual(['serves', 'serves', 'serves']);
  });
});

describe('load shedding on the queue signals (what PostgreSQL needs: its event loop stays fast while requests queue)', () => {
  for (const [name, limits] of [
    ['requests in flight', { maxInFlight: 0 }],
    ['queries waiting for a database connection', { maxDatabaseWaiting: 0 }],
  ] as const) {
    it(`sheds with the Turkish 503 past the limit of ${name}, and keeps the health check`, async () => {
      const t = await createTestApp({ overrides: { loadShedding: { maxEventLoopDelay: 3_600_000, ...limits } } });
      try {
        const res = await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}` });
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(OVERLOADED_MESSAGE);
        expect(res.headers['retry-after']).toBe(String(LOAD_SHEDDING.retryAfterSeconds));
        const page = await t.request({
          method: 'GET',
          url: `/api/menu/${t.restaurants.A}?table=1`,
          headers: { accept: 'text/html' },
        });
        expect(page.statusCode).toBe(503);
        expect(page.body).toContain('Sunucu şu anda çok yoğun');
        expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  }

  it('counts a request in flight until its answer is done', async () => {
    const t = await createTestApp({ overrides: { loadShedding: { maxEventLoopDelay: 3_600_000, maxInFlight: 1 } } });
    try {
      for (let i = 0; i < 5; i++)
        expect((await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}` })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
