import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd asks for matchMedia; jsdom has none.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
// jsdom throws "Not implemented" for the pseudo-element argument antd passes.
const getComputedStyle = window.getComputedStyle;
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(window as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;
// jsdom draws no canvas: say so quietly (its own getContext logs "Not implemented"), as a browser without one would.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];

// A busy shared 2-core machine renders antd screens slowly at times: wait up to 10 s for what a test
// expects to appear (the default is 1 s). A test that passes never waits that long.
configure({ asyncUtilTimeout: 10_000 });
