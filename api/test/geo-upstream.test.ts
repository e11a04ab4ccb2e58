// GEOCODER_URL: a Nominatim-compatible service first, the embedded gazetteer whenever it is slow,
// failing, answering garbage or would be asked more than once a second. Against a local fake.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { PlacesRepository } from '../src/repositories/served-places';
import { createGeoService } from '../src/services/geo';
import { GEOCODER_DEFAULTS, type GeocoderSettings } from '../src/settings';

type Mode = 'ok' | 'slow' | 'fail' | 'garbage' | 'html' | 'nothing';
let mode: Mode = 'ok';
let requests: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
let server: Server;
let url = '';

const upstreamPlace = {
  place_id: 298765,
  display_name: 'Indore, Indore Tahsil, Indore, Madhya Pradesh, 452001, India',
  lat: '22.7203616',
  lon: '75.8681996',
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0.',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    const reverse = req.url?.startsWith('/reverse');
    if (mode === 'slow') setTimeout(() => send(200, JSON.stringify([upstreamPlace])), 3000);
    else if (mode === 'fail') send(500, '{"error":"internal"}');
    else if (mode === 'garbage') send(200, JSON.stringify([{ name: 'Indore', coordinates: [75.8, 22.7] }]));
    else if (mode === 'html') send(200, '<html><body>Bandwidth limit exceeded</body></html>', 'text/html');
    else if (mode === 'nothing') send(200, JSON.stringify(reverse ? { error: 'Unable to geocode' } : []));
    else send(200, JSON.stringify(reverse ? upstreamPlace : [upstreamPlace]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  mode = 'ok';
  requests = [];
});

const places: PlacesRepository = { all: async () => [], servedCities: async () => [] };
const settings = (overrides: Partial<GeocoderSettings> = {}): GeocoderSettings => ({
  ...GEOCODER_DEFAULTS,
  url,
  userAgent: 'Compare/test (open-source grocery price comparison for India)',
  minIntervalMs: 0,
  timeoutMs: 300,
  ...overrides,
});
const service = (overrides: Partial<GeocoderSettings> = {}) =>
  createGeoService({ places, settings: settings(overrides) });

describe('the upstream geocoder', () => {
  it('answers first, with a User-Agent naming the application, and is asked once per question', async () => {
    const geo = service();
    const answer = await geo.search('Indore', 5);
    expect(answer).toEqual([
      { place_id: 298765, display_name: upstreamPlace.display_name, lat: '22.7203616', lon: '75.8681996' },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/search?format=json&q=Indore&limit=5&countrycodes=in');
    expect(requests[0]!.headers['user-agent']).toMatch(/^Compare\//);
    await geo.search('Indore', 5);
    expect(requests).toHaveLength(1);
    expect((await geo.reverse({ lat: 22.72, lon: 75.86 }))?.display_name).toBe(upstreamPlace.display_name);
    expect(requests[1]!.url).toBe('/reverse?format=json&lat=22.72&lon=75.86');
  });

  it('asks at most once a second: a second question at once is answered by the gazetteer', async () => {
    const geo = service({ minIntervalMs: 1000 });
    await geo.search('Indore', 5);
    const second = await geo.search('Bhopal', 5);
    expect(requests).toHaveLength(1);
    expect(second[0]!.display_name).toBe('Bhopal, Bhopal, Madhya Pradesh, 462001, India');
  });

  it('gives up on a slow service after its timeout and answers from the gazetteer', async () => {
    mode = 'slow';
    const geo = service({ timeoutMs: 200 });
    const started = performance.now();
    const answer = await geo.search('Indore', 5);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(answer[0]!.display_name).toBe('Indore, Indore, Madhya Pradesh, 452001, India');
  });

  it.each([
    ['fail', 'an error status'],
    ['garbage', 'JSON of another shape'],
    ['html', 'a page instead of JSON'],
  ] as const)('falls back on %s (%s), and stops asking once the breaker opens', async (failure, _what) => {
    mode = failure;
    const geo = service({ breakerThreshold: 3 });
    for (const q of ['Indore', 'Bhopal', 'Nagpur', 'Patna', 'Surat']) {
      const answer = await geo.search(q, 1);
      expect(answer[0]!.display_name.startsWith(`${q}, `)).toBe(true);
    }
    expect(requests).toHaveLength(3);
    const reverse = await geo.reverse({ lat: 16.506, lon: 80.648 });
    expect(reverse?.display_name).toBe('Vijayawada, NTR, Andhra Pradesh, 520001, India');
    expect(requests).toHaveLength(3);
  });

  it('answers a point the service knows nothing about from the gazetteer', async () => {
    mode = 'nothing';
    const geo = service();
    expect((await geo.reverse({ lat: 16.506, lon: 80.648 }))?.display_name).toBe(
      'Vijayawada, NTR, Andhra Pradesh, 520001, India',
    );
    expect(await geo.search('Vijayawada', 1)).toEqual([]);
  });
});

describe('GEOCODER_* settings', () => {
  it('reads the service, its timeout and User-Agent, and refuses what is not an http(s) URL', () => {
    const config = loadConfig({ GEOCODER_URL: 'https://geocoder.example.in/', GEOCODER_TIMEOUT_MS: '1500' });
    expect(config.geocoder).toMatchObject({
      url: 'https://geocoder.example.in/',
      timeoutMs: 1500,
      minIntervalMs: 1000,
    });
    expect(config.geocoder.userAgent).toMatch(/^Compare\//);
    expect(loadConfig({}).geocoder.url).toBeNull();
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://geocoder.example.in' })).toThrow(
      /GEOCODER_URL must be an http/,
    );
  });
});
