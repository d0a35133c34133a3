import JSDOMEnvironment from 'jest-environment-jsdom';

// jsdom lacks fetch and its companions: the SPA's base query and MSW (src/test/api-server.ts), which intercepts
// fetch, need Node's real ones (the jest-fixed-jsdom approach). MessageChannel: antd's Form batches field
// notifications with it (setup.ts closes the ports so jest can exit).
export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const g = this.global as unknown as Record<string, unknown>;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal',
      'TextEncoder', 'TextDecoder', 'TextEncoderStream', 'TextDecoderStream', 'ReadableStream', 'WritableStream',
      'TransformStream', 'structuredClone', 'BroadcastChannel', 'MessageChannel', 'MessagePort']) {
      g[name] = (globalThis as unknown as Record<string, unknown>)[name];
    }
    // jsdom resolves packages by their "browser" export, where msw/node and its interceptors have none.
    this.customExportConditions = [''];
  }
}
