import { describe, expect, it } from 'vitest';
import { formatTitle, SITE_NAME } from './page-title';

describe('page titles', () => {
  it('suffixes the page with the site name', () => {
    expect(formatTitle('My Cart')).toBe('My Cart | Compare');
  });

  it('uses the site title on the home page', () => {
    expect(formatTitle()).toBe(`${SITE_NAME}: grocery prices across quick-commerce apps`);
  });
});
