// setupFilesAfterEnv of the `api-pg` project: when the global setup could not start PostgreSQL, every
// suite is reported as skipped instead of failing (the reason was printed once by the global setup).
if (process.env.MENU_TEST_PG_SKIP) {
  const g = globalThis as unknown as Record<string, unknown>;
  g.describe = describe.skip;
  g.it = it.skip;
  g.test = test.skip;
  const noop = () => undefined;
  g.beforeAll = noop;
  g.afterAll = noop;
  g.beforeEach = noop;
  g.afterEach = noop;
}
