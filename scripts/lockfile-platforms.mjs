// Keeps `npm ci` working against registries that serve only some platforms' binaries.
// When a package's optional platform binary (say @biomejs/cli-darwin-arm64) cannot be fetched,
// `npm install` leaves it out of package-lock.json, and `npm ci` then refuses the lock as out of
// sync. This adds, for each such optional dependency, the entry a full registry would have
// written (version, os, cpu, libc from the package name), which npm ci skips on other platforms.
// Usage: node scripts/lockfile-platforms.mjs [package-lock.json], then `npm install` to normalise.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
let added = 0;
const platformOf = (name) => {
  const n = name.toLowerCase();
  const os = [
    'darwin',
    'win32',
    'android',
    'freebsd',
    'openbsd',
    'openharmony',
    'netbsd',
    'sunos',
    'aix',
    'linux',
    'wasi',
  ].find((o) => n.includes(o));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'].find(
    (c) => new RegExp(`[-_]${c}([-_]|$)`).test(n) || n.endsWith(c),
  );
  const libc = n.includes('musl') ? 'musl' : n.includes('gnu') ? 'glibc' : undefined;
  return { os, cpu, libc };
};
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (pkgs[base] || pkgs[top]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) {
      console.log('skip (no platform in name):', dep);
      continue;
    }
    const entry = { version: range.replace(/^[\^~=]/, ''), dev: meta.dev, optional: true };
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (libc) entry.libc = [libc];
    if (!entry.dev) delete entry.dev;
    pkgs[top] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log('added', added);
