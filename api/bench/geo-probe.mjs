// What happens inside the geo bench's server: load it with
//   GEO_BENCH_NODE_ARGS="--import ./api/bench/geo-probe.mjs" npx tsx bench/geo.ts
// (the path is from the repository root, where the server runs). It records garbage collections
// (perf_hooks 'gc' entries), each request's time inside the server (from its parsed head to its
// last byte handed to the socket) and the event-loop delay, and at SIGTERM prints, for the bench's
// two measured passes (its last 1,000 searches and 1,000 reverse lookups): the server's own
// p50/p99, the slowest 1% (each one's path, whether the server was asked it before, and whether a
// collection ran while it waited or ran), and the collections of each kind in the passes. Another
// checkout can be probed the same way with this file's absolute path.
import dc from 'node:diagnostics_channel';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

const KINDS = {
  1: 'scavenge',
  2: 'minor mark-compact',
  4: 'mark-compact',
  8: 'incremental marking',
  16: 'weak callbacks',
};
const gcs = [];
const requests = [];
const open = new WeakMap();
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    gcs.push({ start: e.startTime, ms: e.duration, kind: e.detail?.kind ?? 0 });
}).observe({ entryTypes: ['gc'] });
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
// Paths asked before, in this server: a repeated search is answered from the kept searches.
const seen = new Set();
dc.subscribe('http.server.request.start', ({ request, response }) => {
  const first = !seen.has(request.url);
  seen.add(request.url);
  open.set(response, { start: performance.now(), url: request.url, first });
});
dc.subscribe('http.server.response.finish', ({ response }) => {
  const started = open.get(response);
  if (started !== undefined)
    requests.push({
      start: started.start,
      ms: performance.now() - started.start,
      url: started.url,
      first: started.first,
    });
});

function report() {
  const lines = [];
  const passes = [
    ['search', requests.slice(-2000, -1000)],
    ['reverse', requests.slice(-1000)],
  ];
  for (const [name, pass] of passes) {
    if (pass.length === 0) continue;
    const sorted = pass.map((r) => r.ms).sort((a, b) => a - b);
    const p99 = sorted[Math.floor(0.99 * sorted.length)];
    // A request waits from the end of the one before it (requests come one at a time).
    const slow = pass.filter((r) => r.ms >= p99);
    const hit = slow.filter((r) => {
      const before = requests[requests.indexOf(r) - 1];
      const from = before ? before.start + before.ms : r.start;
      return gcs.some((g) => g.start < r.start + r.ms && g.start + g.ms > from);
    });
    for (const r of slow.sort((a, b) => b.ms - a.ms))
      lines.push(
        `probe ${name} slowest: ${r.ms.toFixed(2)} ms ${r.first ? 'first time' : 'asked before'} ${decodeURIComponent(r.url)}${hit.includes(r) ? ' (a collection ran)' : ''}`,
      );
    lines.push(
      `probe ${name}: in the server p50 ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms; ${hit.length} of the ${slow.length} slowest overlap a collection`,
    );
  }
  const first = requests.at(-2000) ?? requests[0];
  const last = requests.at(-1);
  if (first && last) {
    const inPasses = gcs.filter((g) => g.start >= first.start && g.start <= last.start + last.ms);
    const byKind = new Map();
    for (const g of inPasses) {
      const kind = KINDS[g.kind] ?? `kind ${g.kind}`;
      byKind.set(kind, [...(byKind.get(kind) ?? []), g.ms]);
    }
    for (const [kind, times] of byKind)
      lines.push(
        `probe collections in the passes: ${times.length} ${kind}, ${times.reduce((a, b) => a + b, 0).toFixed(1)} ms in all, longest ${Math.max(...times).toFixed(2)} ms`,
      );
    if (byKind.size === 0) lines.push('probe collections in the passes: none');
  }
  lines.push(
    `probe event-loop delay (whole run): p50 ${(delay.percentile(50) / 1e6).toFixed(2)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(2)} ms`,
  );
  process.stderr.write(`${lines.join('\n')}\n`);
}

process.prependListener('SIGTERM', report);
