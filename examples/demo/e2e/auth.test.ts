// Register, logout and login with the exact validation messages; a signed-in shopper
// who opens /auth is sent home.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, PHONE } from './support/browser';
import { storedBasket } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const panel = (page: Page) => page.getByRole('tabpanel');

async function fill(page: Page, username: string, password: string) {
  await panel(page).getByLabel('Username').fill(username);
  await panel(page).getByLabel('Password').fill(password);
}

describe('accounts', () => {
  it('validates, registers, logs out and logs in again', async () => {
    const session = await openSession(browser, { viewport: DESKTOP, storage: storedBasket([]) });
    const { page } = session;
    const username = `shopper${Date.now().toString(36)}`;
    try {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Login' }).waitFor();
      // Wide screens show the side panel.
      await page.getByText('Fresh Groceries Delivered').waitFor();

      await page.getByRole('tab', { name: 'Register' }).click();
      await panel(page).getByRole('button', { name: 'Create account' }).click();
      await panel(page).getByText('Username is required', { exact: true }).waitFor();
      await panel(page).getByText('Password is required', { exact: true }).waitFor();

      await fill(page, 'ab', '12345');
      await panel(page).getByRole('button', { name: 'Create account' }).click();
      await panel(page).getByText('Username must be at least 3 characters', { exact: true }).waitFor();
      await panel(page).getByText('Password must be at least 6 characters', { exact: true }).waitFor();
      expect(await panel(page).getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
      await session.screenshot('auth-validation-desktop');

      await fill(page, username, 'secret-123');
      await panel(page).getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText(`Signed in as ${username}`).waitFor();

      // Signed in: /auth sends the shopper home.
      await page.goto('/auth');
      await page.waitForURL((url) => url.pathname === '/');

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      // The session is gone on the server too.
      expect(await page.evaluate(() => fetch('/api/user').then((r) => r.status))).toBe(401);

      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.getByRole('tab', { name: 'Login' }).click();
      await fill(page, username, 'wrong-password');
      await panel(page).getByRole('button', { name: 'Login' }).click();
      await page.getByText('Login failed', { exact: true }).waitFor();

      await fill(page, username, 'secret-123');
      await panel(page).getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText(`Signed in as ${username}`).waitFor();
      // Failed logins answer 401, which Chromium reports on the console; nothing else may appear.
      expect(session.problems.filter((p) => !/status of 401.*\/api\/login/.test(p))).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('Skip now goes home (phone)', async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Login' }).waitFor();
      await session.screenshot('auth-phone');
      await page.getByRole('link', { name: 'Skip now' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
