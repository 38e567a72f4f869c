// GET /metrics: Prometheus' text format (read here with a third-party parser), its counters moving after
// requests, readable from an allowed address or with the token, 404 for anyone else.
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { useTestApp } from '../helpers/test-app';

describe('GET /metrics', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: 'scrape-token-'.padEnd(40, 'x') } });

  const scrape = async (): Promise<Map<string, MetricFamily>> => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return new Map(parsePrometheusTextFormat(res.body).map((family) => [family.name, family]));
  };
  const requestCount = (families: Map<string, MetricFamily>, route: string, status: string) =>
    Number(
      families
        .get('menu_http_requests_total')
        ?.metrics.find((m) => m.labels?.route === route && m.labels?.status_code === status)?.value ?? 0,
    );
  const sample = (families: Map<string, MetricFamily>, name: string, labels: Record<string, string> = {}) =>
    Number(
      families.get(name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ??
        0,
    );

  it('answers the figures an operator alerts on, and they move with the traffic', async () => {
    const before = await scrape();
    for (const name of [
      'menu_http_request_duration_seconds',
      'menu_http_requests_total',
      'menu_cache_events_total',
      'menu_cache_bytes',
      'menu_visit_batch_size',
      'menu_visit_batch_write_seconds',
      'menu_visit_queue',
      'menu_change_bus_events_total',
      'menu_live_streams_open',
      'menu_db_pool_connections',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect([name, before.has(name)]).toEqual([name, true]);
    }
    expect(before.get('menu_http_request_duration_seconds')?.type).toBe('HISTOGRAM');

    const menu = `/api/public/menu/${t.restaurants.A}`;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: menu })).statusCode).toBe(200);

    const after = await scrape();
    expect(
      requestCount(after, '/api/public/menu/:restaurantId', '200') -
        requestCount(before, '/api/public/menu/:restaurantId', '200'),
    ).toBe(3);
    expect(sample(after, 'menu_cache_events_total', { event: 'hit' })).toBeGreaterThanOrEqual(
      sample(before, 'menu_cache_events_total', { event: 'hit' }) + 2,
    );
    expect(sample(after, 'menu_cache_events_total', { event: 'miss' })).toBeGreaterThan(
      sample(before, 'menu_cache_events_total', { event: 'miss' }),
    );
    expect(sample(after, 'menu_cache_entries')).toBeGreaterThanOrEqual(1);
  });

  it('is a 404 for an address outside METRICS_ALLOW, and answers with the token', async () => {
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('menu_');
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(404);
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${'scrape-token-'.padEnd(40, 'x')}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(parsePrometheusTextFormat(withToken.body).some((f) => f.name === 'menu_http_request_duration_seconds')).toBe(
      true,
    );
  });
});
