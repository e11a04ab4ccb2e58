// Test environment for the widgets: jest-dom matchers, cleanup between tests, and the browser
// APIs jsdom lacks (matchMedia, ResizeObserver, scrollBy, PointerEvent). Node-environment tests
// (SSR) load this file too, so every polyfill is guarded.
import '@testing-library/jest-dom/vitest';

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
  // findBy*/waitFor give up after 1 s by default: on a busy 2-core CI machine a first render that
  // also pays for imports takes longer than that, and the test failed without a real defect. A
  // failing assertion still fails, only later.
  configure({ asyncUtilTimeout: 10_000 });

  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverPolyfill {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: ResizeObserverPolyfill });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      configurable: true,
      value: ResizeObserverPolyfill,
    });
  }

  if (!Element.prototype.scrollBy) {
    Element.prototype.scrollBy = function scrollBy() {};
  }
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = function scrollIntoView() {};
  }
  window.scrollTo = () => undefined;

  if (!('PointerEvent' in window)) {
    class PointerEventPolyfill extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.defineProperty(window, 'PointerEvent', { configurable: true, value: PointerEventPolyfill });
    Object.defineProperty(globalThis, 'PointerEvent', { configurable: true, value: PointerEventPolyfill });
  }
}
