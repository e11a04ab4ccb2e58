// Namesakes in the location dialog (issue 35): 'Bilaspur' lists the city of Chhattisgarh and the
// town of Himachal Pradesh, each with its district and state; 'Bilaspur Himachal' puts the latter
// first, and choosing it sets it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession } from './support/browser';
import { MUMBAI } from './support/catalog';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('lists namesakes with their district and state, and a qualifier picks one', async () => {
  const session = await openSession(browser, { viewport: DESKTOP });
  const { page } = session;
  try {
    await page.goto('/');
    await page
      .locator('header')
      .getByRole('button', { name: new RegExp(MUMBAI.address) })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change Location' });
    const box = dialog.getByRole('searchbox', { name: 'Search address' });
    await box.fill('Bilaspur');
    const options = dialog.getByRole('list', { name: 'Address suggestions' }).getByRole('button');
    await expect
      .poll(() => options.evaluateAll((list) => list.map((o) => o.getAttribute('aria-label'))), {
        timeout: 15_000,
      })
      .toEqual(
        expect.arrayContaining([
          'Bilaspur, Bilaspur, Chhattisgarh, 495001, India',
          'Bilaspur, Bilaspur, Himachal Pradesh, 174001, India',
        ]),
      );
    expect(await options.first().getAttribute('aria-label')).toBe(
      'Bilaspur, Bilaspur, Chhattisgarh, 495001, India',
    );
    await session.screenshot('place-namesakes-bilaspur-dialog');

    await box.fill('Bilaspur Himachal');
    await expect
      .poll(() => options.first().getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Bilaspur, Bilaspur, Himachal Pradesh, 174001, India');
    await options.first().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('address'))).toBe(
      'Bilaspur, Bilaspur, Himachal Pradesh, 174001, India',
    );
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
