import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default, too soon on a busy 2-core CI machine; a failing
// assertion still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs; floating-ui and the ThemeProvider's 'system' appearance use them.

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = ResizeObserverStub;
}

const mediaQueryLists = new Set<MediaQueryListStub>();

/** The `prefers-color-scheme: dark` answer, which tests can flip (listeners hear a change event). */
export const colorScheme = {
  dark: false,
  set(dark: boolean): void {
    colorScheme.dark = dark;
    for (const list of mediaQueryLists) list.dispatchEvent(new Event('change'));
  },
};

class MediaQueryListStub extends EventTarget implements MediaQueryList {
  readonly media: string;
  onchange: MediaQueryList['onchange'] = null;
  constructor(media: string) {
    super();
    this.media = media;
  }
  get matches(): boolean {
    return this.media.includes('prefers-color-scheme: dark') && colorScheme.dark;
  }
  addListener(): void {}
  removeListener(): void {}
}

if (typeof window !== 'undefined') {
  window.matchMedia = (query: string): MediaQueryList => {
    const list = new MediaQueryListStub(query);
    mediaQueryLists.add(list);
    return list;
  };
  Element.prototype.scrollIntoView ??= () => {};
  // Chromium supports `inert`; without it floating-ui forces focus guards even where the Select
  // turns them off, so jsdom would not behave like the browser.
  if (!('inert' in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, 'inert', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('inert');
      },
      set(this: HTMLElement, value: boolean) {
        this.toggleAttribute('inert', value);
      },
    });
  }
}

afterEach(() => {
  cleanup();
  colorScheme.dark = false;
  mediaQueryLists.clear();
});
