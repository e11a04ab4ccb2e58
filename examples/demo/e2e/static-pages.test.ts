// The static pages (about, contact with the suggestion form, privacy, terms) and the
// layout every page shares: header, footer links, contact address, copyright, demo-data notice.
import type { Browser } from 'playwright-core';
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

describe('static pages and layout', () => {
  it('about, privacy and terms carry their content; the footer links there', async () => {
    const session = await openSession(browser, { viewport: DESKTOP, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/');
      const header = page.locator('header');
      await header.getByText('Delivery in 8 minutes').waitFor();
      await header.getByRole('link', { name: /^Compare/ }).waitFor();
      const footer = page.locator('footer');
      await footer
        .getByText(
          'Your smart grocery comparison platform that helps you find the best prices across multiple retailers.',
        )
        .waitFor();
      await footer.getByText(`© ${new Date().getFullYear()} Compare. All rights reserved.`).waitFor();
      await footer.getByText(/^Prices shown are demo data/).waitFor();
      await footer.getByRole('link', { name: 'support@compare.example' }).waitFor();
      for (const name of ['Home', 'Search', 'My Cart']) {
        await footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name }).waitFor();
      }

      const pages = [
        ['About Us', '/about', 'About Compare', [/major Indian cities/, /DEMO DATA/]],
        [
          'Privacy Policy',
          '/privacy-policy',
          'Privacy Policy',
          [/No personal data is stored/, /Scraped public price data is used only for comparison/],
        ],
        ['Terms of Use', '/terms-of-use', 'Terms of Use', [/Indemnification/]],
      ] as const;
      for (const [link, path, heading, texts] of pages) {
        await footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: link }).click();
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        for (const text of texts) await page.locator('main').getByText(text).first().waitFor();
        await expect.poll(() => page.title()).toBe(`${link} | Compare`);
      }
      for (const section of [
        'Service description',
        'Data use',
        'Indemnification',
        'Limitation of liability',
        'Changes to terms',
      ]) {
        await page.getByRole('heading', { level: 2, name: new RegExp(section) }).waitFor();
      }
      await session.screenshot('terms-desktop');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('contact shows the support address and takes a suggestion (phone)', async () => {
    const session = await openSession(browser, { viewport: PHONE, storage: storedBasket([]) });
    const { page } = session;
    try {
      await page.goto('/contact');
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      await page.locator('main').getByRole('link', { name: 'support@compare.example' }).waitFor();
      await page.getByLabel('Email').fill('shopper@example.com');
      const category = page.getByRole('combobox', { name: 'Deal category' });
      await expect.poll(() => category.textContent()).toContain('Select a deal category');
      await category.click();
      await page.getByRole('option', { name: 'Dairy & Eggs' }).click();
      await page.getByLabel('Description').fill('Please compare baby food too.');
      await session.screenshot('contact-phone');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Suggestion submitted!', { exact: true }).waitFor();
      await page
        .getByText("Thank you for your suggestion. We'll consider it for future updates.", { exact: true })
        .waitFor();
      // The form is cleared.
      expect(await page.getByLabel('Email').inputValue()).toBe('');
      expect(session.problems).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
