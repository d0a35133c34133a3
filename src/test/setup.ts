import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { forgetSentRequests, server } from './api-server';

// A test must not fail on a busy 2-core machine only because antd rendered slowly: the test's own limit (Jest's
// default 5 s) and findBy/waitFor's (Testing Library's default 1 s) are ceilings for a hang, not speed goals.
jest.setTimeout(30_000);
// Testing Library's own configuration (shared with @testing-library/react): importing the React one here would load
// React's scheduler before the MessageChannel below is patched, and its open port would keep Jest from exiting.
configure({ asyncUtilTimeout: 5_000 });

// antd reads matchMedia; CodeMirror 5 measures ranges. jsdom implements neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {},
    addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  }),
});
const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
Range.prototype.getBoundingClientRect = () => rect as DOMRect;
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
// antd's Table calls getComputedStyle(el, pseudo), which jsdom only logs as "not implemented".
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => realGetComputedStyle(el);
// antd's Tooltip, Select and Tabs observe their size; jsdom has no layout, so a no-op observer is enough.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
// React's scheduler and rc-select use Node's MessageChannel; a port left open keeps jest from exiting after the
// tests ("Jest did not exit one second after the test run has completed"). The ports are closed after each file.
const NodeMessageChannel = globalThis.MessageChannel;
const openChannels: MessageChannel[] = [];
if (NodeMessageChannel) {
  globalThis.MessageChannel = class extends NodeMessageChannel {
    constructor() {
      super();
      openChannels.push(this);
    }
  };
  afterAll(() => {
    for (const channel of openChannels.splice(0)) {
      channel.port1.close();
      channel.port2.close();
    }
  });
}
// The fake API (src/test/api-server.ts): a test's handlers and its record of requests last for that test only.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  forgetSentRequests();
});
afterAll(() => server.close());
