// jsdom lacks fetch, Request, Response, Headers, TextEncoder...: ky and react-router need them.
const JsdomEnvironment = require('jest-environment-jsdom').default ?? require('jest-environment-jsdom');

class Environment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const key of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'File',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'AbortController',
      'AbortSignal',
      'structuredClone',
    ]) {
      if (globalThis[key]) g[key] = globalThis[key];
    }
    // rc-component's select and React's scheduler post macro tasks through a MessageChannel. Node's own
    // keeps the process alive after the run ("Jest did not exit"), so this one delivers on the window's
    // timers, which jsdom clears when the test file ends.
    g.MessageChannel = class MessageChannel {
      constructor() {
        const port = (other) => ({
          onmessage: null,
          postMessage: (data) => g.setTimeout(() => other().onmessage?.({ data }), 0),
          start() {},
          close() {},
          addEventListener() {},
          removeEventListener() {},
        });
        this.port1 = port(() => this.port2);
        this.port2 = port(() => this.port1);
      }
    };
  }
}
module.exports = Environment;
