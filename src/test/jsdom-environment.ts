import JSDOMEnvironment from 'jest-environment-jsdom';

// jsdom lacks fetch and its companions (the SPA's base query needs Node's real ones) and MessageChannel (antd's
// Form batches field notifications with it; setup.ts closes the ports so jest can exit).
export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const g = this.global as unknown as Record<string, unknown>;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal',
      'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'BroadcastChannel', 'MessageChannel', 'MessagePort']) {
      g[name] = (globalThis as unknown as Record<string, unknown>)[name];
    }
  }
}
