import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import React from 'react';

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

// React 19's development build records an owner stack (an Error) for each element it creates, about 10 % of a
// component test's time here; the stacks only enrich React's own warnings. Tests render with React's
// "stack budget" always spent, so elements share one unknown-owner stack.
const reactInternals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
  configurable: true,
  get: () => 1e4,
  set: () => undefined,
});
