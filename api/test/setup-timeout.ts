// `testTimeout` is a global option that jest ignores inside a project, so the API projects set it here:
// loading a PGlite snapshot takes about a second, building the first one (cold cache) about ten.
jest.setTimeout(60_000);
