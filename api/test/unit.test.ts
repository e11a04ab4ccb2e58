import { offerDiscountPercent } from '@compare/core';
import { describe, expect, it } from 'vitest';
import { DEV_SESSION_KEYS, loadConfig, parseDatabaseUrl } from '../src/config';
import { distanceKm } from '../src/geo/great-circle';
import { iconForPath, labelFromPath, renderImageSvg } from '../src/images';
import { isAllowedOrigin } from '../src/middleware/cors';
import { toPaise } from '../src/money';
import { hashPassword, verifyPassword } from '../src/services/auth';
import { nearestServing } from '../src/services/location';

describe('config', () => {
  it('defaults to port 3000, embedded prices and a SQLite file under api/data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.prices.kind).toBe('embedded');
    expect(config.database).toEqual({
      client: 'sqlite',
      filename: expect.stringMatching(/api[\\/]data[\\/]compare\.sqlite$/),
    });
    expect(config.sessionKeys).toEqual(DEV_SESSION_KEYS);
    expect(config.corsOrigins).toBeNull();
    expect(config.logLevel).toBe('info');
  });

  it('parses DATABASE_URL: relative sqlite paths from INIT_CWD, absolute as-is, postgres URLs', () => {
    expect(parseDatabaseUrl('sqlite:data/x.sqlite', '/home/me')).toEqual({
      client: 'sqlite',
      filename: '/home/me/data/x.sqlite',
    });
    expect(parseDatabaseUrl('sqlite:/tmp/x.sqlite', '/home/me')).toEqual({
      client: 'sqlite',
      filename: '/tmp/x.sqlite',
    });
    expect(parseDatabaseUrl('sqlite:///tmp/y.sqlite', '/home/me')).toEqual({
      client: 'sqlite',
      filename: '/tmp/y.sqlite',
    });
    expect(parseDatabaseUrl('postgres://u:p@h/db', '/')).toEqual({
      client: 'pg',
      connectionString: 'postgres://u:p@h/db',
    });
    expect(parseDatabaseUrl('postgresql://h/db', '/')).toEqual({
      client: 'pg',
      connectionString: 'postgresql://h/db',
    });
    expect(() => parseDatabaseUrl('mysql://h/db', '/')).toThrow(/DATABASE_URL/);
    expect(() => parseDatabaseUrl('sqlite:', '/')).toThrow(/file path/);
    const config = loadConfig({ DATABASE_URL: 'sqlite:rel.sqlite', INIT_CWD: '/work/here' });
    expect(config.database).toEqual({ client: 'sqlite', filename: '/work/here/rel.sqlite' });
  });

  it('reads the other variables and refuses production with the default keys', () => {
    const config = loadConfig({
      PORT: '4100',
      SESSION_KEYS: 'a, b',
      CORS_ORIGINS: 'https://shop.example,https://b.example',
      PRICE_SOURCE: 'http',
      PUBLIC_URL: 'https://api.example/',
      LOG_LEVEL: 'warn',
      STATIC_DIR: 'dist',
      INIT_CWD: '/srv',
    });
    expect(config).toMatchObject({
      port: 4100,
      sessionKeys: ['a', 'b'],
      corsOrigins: ['https://shop.example', 'https://b.example'],
      prices: expect.objectContaining({ kind: 'http' }),
      publicUrl: 'https://api.example',
      logLevel: 'warn',
      staticDir: '/srv/dist',
    });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_KEYS/);
    // Production also needs PUBLIC_URL (absolute URLs never come from the Host header).
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_KEYS: 'real-secret' })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_KEYS: 'real-secret',
        PUBLIC_URL: 'https://compare.example',
      }).production,
    ).toBe(true);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PRICE_SOURCE: 'magic' })).toThrow(/PRICE_SOURCE must be embedded or http/);
  });

  it('reads the PRICE_* knobs into config.prices, with defaults and clear errors', () => {
    const defaults = loadConfig({}).prices;
    expect(defaults).toMatchObject({
      kind: 'embedded',
      timeoutMs: expect.any(Number),
      driftSeed: expect.any(String),
    });
    expect(defaults.hostOverrides.size).toBe(0);
    const prices = loadConfig({
      PRICE_TIMEOUT_MS: '1500',
      PRICE_MAX_BYTES: '4096',
      PRICE_CACHE_TTL_MS: '0',
      PRICE_CONCURRENCY: '3',
      PRICE_BREAKER_THRESHOLD: '2',
      PRICE_BREAKER_COOLDOWN_MS: '1000',
      PRICE_DRIFT_SEED: 'seed-x',
      PRICE_HOST_OVERRIDES: 'blinkit.com=127.0.0.1:4010',
      ALLOW_TEST_OVERRIDES: '1',
    }).prices;
    expect(prices).toMatchObject({
      timeoutMs: 1500,
      maxBytes: 4096,
      driftSeed: 'seed-x',
      tuning: { cacheTtlMs: 0, concurrencyPerMerchant: 3, breakerThreshold: 2, breakerCooldownMs: 1000 },
    });
    expect(prices.hostOverrides.get('blinkit.com')).toEqual({ address: '127.0.0.1', port: 4010 });
    expect(() => loadConfig({ PRICE_TIMEOUT_MS: 'soon' })).toThrow(
      'Invalid configuration: PRICE_TIMEOUT_MS must be a whole number from 100 to 60000',
    );
    expect(() => loadConfig({ PRICE_CONCURRENCY: '0', PRICE_MAX_BYTES: '1.5' })).toThrow(
      /PRICE_MAX_BYTES must be a whole number from 1024 to 16777216; PRICE_CONCURRENCY must be a whole number from 1 to 256/,
    );
    expect(() => loadConfig({ PRICE_HOST_OVERRIDES: 'blinkit.com=127.0.0.1:4010' })).toThrow(/honoured only/);
  });
});

describe('money', () => {
  it.each([
    [100, 100, 0],
    [120, 100, 0],
    [80, 100, 20],
    [99.99, 100, 1],
    [66.67, 100, 34],
    [2240, 2800, 20],
  ])('discount of price %s on mrp %s is %s', (price, mrp, expected) => {
    expect(offerDiscountPercent(price, mrp)).toBe(expected);
  });
  it('converts rupees to paise without float drift', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(19.99)).toBe(1999);
  });
});

describe('location', () => {
  it('measures great-circle distance', () => {
    expect(distanceKm({ lat: 19.076, lon: 72.8777 }, { lat: 28.6139, lon: 77.209 })).toBeCloseTo(1153, -1);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 0 })).toBe(0);
  });
  it('picks the nearest store whose radius covers the point', () => {
    const store = (id: string, lat: number, radiusKm: number) => ({
      id,
      merchant: 'blinkit',
      cityId: 'c',
      lat,
      lon: 0,
      radiusKm,
      baseEtaMinutes: 10,
      minutesPerKm: 1,
    });
    const point = { lat: 0, lon: 0 };
    expect(nearestServing([store('far', 0.2, 50), store('near', 0.1, 5)], point)?.store.id).toBe('far');
    expect(nearestServing([store('far', 0.2, 50), store('near', 0.1, 20)], point)?.store.id).toBe('near');
    expect(nearestServing([store('x', 1, 5)], point)).toBeNull();
  });
});

describe('passwords', () => {
  it('verifies with scrypt and rejects wrong or malformed hashes', async () => {
    const hash = await hashPassword('secret12');
    expect(await verifyPassword('secret12', hash)).toBe(true);
    expect(await verifyPassword('secret13', hash)).toBe(false);
    expect(await verifyPassword('secret12', 'plain')).toBe(false);
  });
});

describe('images and CORS helpers', () => {
  it('renders an SVG illustration labelled from the path', async () => {
    expect(labelFromPath('/images/products/amul-taaza_milk.svg')).toBe('Amul Taaza Milk');
    const svg = await renderImageSvg('/images/products/amul-taaza-milk.svg');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<title>Amul Taaza Milk</title>');
    // An illustration, not a letter tile: no text is drawn.
    expect(svg).not.toContain('<text');
  });
  it('picks the illustration by what the product is, not by a flavour in its name', () => {
    expect(iconForPath('/images/products/amul-taaza-toned-milk.svg')).toBe('glass-of-milk');
    expect(iconForPath('/images/products/britannia-milk-bread.svg')).toBe('bread');
    expect(iconForPath('/images/products/cadbury-dairy-milk-chocolate-bar.svg')).toBe('chocolate-bar');
    expect(iconForPath('/images/products/farm-eggs.svg')).toBe('egg');
    expect(iconForPath('/images/products/onion.svg')).toBe('onion');
    expect(iconForPath('/images/products/banana-robusta.svg')).toBe('banana');
    expect(iconForPath('/images/products/india-gate-basmati-rice-classic.svg')).toBe('cooked-rice');
    expect(iconForPath('/images/products/aashirvaad-shudh-chakki-atta.svg')).toBe('sheaf-of-rice');
    expect(iconForPath('/images/products/fortune-rice-bran-health-oil.svg')).toBe('pouring-liquid');
    expect(iconForPath('/images/categories/dairy-eggs.svg')).toBe('glass-of-milk');
    expect(iconForPath('/images/products/something-unknown.svg')).toBe('shopping-bags');
  });
  it('escapes the label of an odd path', async () => {
    expect(await renderImageSvg('/images/products/tom-&-<jerry>.svg')).toContain('Tom &#38; &#60;Jerry&#62;');
  });
  it('allows local origins only outside production unless listed', () => {
    expect(isAllowedOrigin('http://localhost:5173', { corsOrigins: null, production: false })).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:8080', { corsOrigins: null, production: false })).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', { corsOrigins: null, production: true })).toBe(false);
    expect(isAllowedOrigin('https://localhost.evil.com', { corsOrigins: null, production: false })).toBe(
      false,
    );
    expect(
      isAllowedOrigin('https://p.example', { corsOrigins: ['https://p.example'], production: true }),
    ).toBe(true);
  });
});
