// jsdom lacks fetch, Request, Response, Headers, TextEncoder...: ky and react-router need them.
const JsdomEnvironment = require('jest-environment-jsdom').default ?? require('jest-environment-jsdom');

class Environment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'TextEncoder', 'TextDecoder',
      'ReadableStream', 'WritableStream', 'TransformStream', 'AbortController', 'AbortSignal', 'structuredClone', 'BroadcastChannel', 'MessageChannel']) {
      if (globalThis[key]) g[key] = globalThis[key];
    }
  }
}
module.exports = Environment;
