import '@testing-library/jest-dom';

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
