// `testTimeout` is a global option: jest ignores it inside a project of a multi-project run (the root
// jest.config.js), so every project of the preset sets it here. A passing test file takes seconds; the
// margin is for a CI machine whose cores another process keeps busy (tests wait for what the user sees,
// never for a fixed time, so a slow machine only makes them slower, not wrong).
jest.setTimeout(60_000);
