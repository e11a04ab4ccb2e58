// Chromium sessions for the journeys: Debian's Chromium (never a downloaded one), a context per
// journey with geolocation denied, console errors and uncaught page errors collected, and
// screenshots written to test-results/e2e/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** The API that serves the built demo. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
/** The API the embed talks to (the same server, reached from the embed's origin). */
export const API_URL = process.env.E2E_API_URL ?? BASE_URL;
/** The partner page on its own origin. */
export const EMBED_URL = process.env.E2E_EMBED_URL ?? 'http://127.0.0.1:4174';

/** Phone and desktop viewports every layout is checked at. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const SCREENSHOT_DIR = fileURLToPath(new URL('../../../../test-results/e2e/', import.meta.url));

/** Flags that keep Chromium quiet and working on these machines (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Launches the system Chromium headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

// The denial arrives asynchronously, like a real prompt the shopper dismisses.
const DENY_GEOLOCATION = `(() => {
  const denied = { code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
  const geolocation = {
    getCurrentPosition(_success, error) { setTimeout(() => error && error(denied), 50); },
    watchPosition(_success, error) { setTimeout(() => error && error(denied), 50); return 1; },
    clearWatch() {},
  };
  Object.defineProperty(Navigator.prototype, 'geolocation', { configurable: true, get: () => geolocation });
})();`;

/** Options of one journey's browser context. */
export interface SessionOptions {
  viewport?: { width: number; height: number };
  /** localStorage entries written before the first page script runs (once, not on reloads). */
  storage?: Record<string, string>;
  /** Console errors that are expected in this journey (matched against text and source URL). */
  allowConsole?: RegExp[];
  colorScheme?: 'light' | 'dark';
  /** The device's position the browser reports (granted); without it geolocation is denied. */
  geolocation?: { latitude: number; longitude: number };
}

/** A browser context, its page and everything that went wrong in it. */
export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  problems: string[];
  /** Saves a PNG of the viewport (or the full page) as test-results/e2e/<name>.png. */
  screenshot: (name: string, options?: { fullPage?: boolean }) => Promise<void>;
  close: () => Promise<void>;
}

// GET /api/user answers 401 for a visitor without a session (401 means no user); Chromium
// reports every non-OK response on the console, so that one is expected on each page load.
const ALWAYS_ALLOWED = [/\/api\/user\b.*401|401.*\/api\/user\b/];

/** Opens a fresh context (no cookies, no storage) with geolocation denied unless a position is given. */
export async function openSession(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: options.viewport ?? DESKTOP,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
  });
  if (!options.geolocation) await context.addInitScript(DENY_GEOLOCATION);
  if (options.storage) {
    // sessionStorage survives reloads in the same tab, so the seed is written exactly once.
    await context.addInitScript(
      ([entries]) => {
        if (window.sessionStorage.getItem('__e2e_seeded__')) return;
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('__e2e_seeded__', '1');
      },
      [options.storage] as const,
    );
  }
  const page = await context.newPage();
  const problems: string[] = [];
  const allowed = [...ALWAYS_ALLOWED, ...(options.allowConsole ?? [])];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const line = `${message.text()} @ ${message.location().url}`;
    if (!allowed.some((pattern) => pattern.test(line))) problems.push(`console.error: ${line}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return {
    context,
    page,
    problems,
    screenshot: async (name, { fullPage = false } = {}) => {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
    },
    close: () => context.close(),
  };
}

/** Fetches JSON from the API directly (test set-up and cross-checks, not what the UI does). */
export async function apiJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(new URL(path, API_URL), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init?.headers },
  });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()) as T;
}
