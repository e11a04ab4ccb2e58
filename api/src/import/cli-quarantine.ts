// `npm run import -- quarantine ...`: the observations held back as quarantined (docs/feeds.md,
// "Quarantined prices"), and an operator's decision on them. Accepting applies a held price (or
// keeps it as history when a newer price is stored); rejecting sets it aside. Either way the row
// stays, with its status, so nothing is lost.
import { formatINR } from '@compare/core';
import type { Knex } from 'knex';
import { publishChange } from '../repositories/changes';
import {
  createQuarantineRepository,
  type HeldObservation,
  type QuarantineStatus,
} from '../repositories/quarantine';
import { leadingAction, UsageError, whole } from './cli-review';

/** The quarantine commands' usage lines. */
export const QUARANTINE_USAGE = `  npm run import -- quarantine [--all] [--limit N]
                                           held prices waiting for a confirmation (--all: decided too)
  npm run import -- quarantine accept <id...>
                                           apply held prices (history only where a newer price is stored)
  npm run import -- quarantine reject <id...>
                                           set held prices aside (kept, never applied)`;

const LIMIT = 100;

interface QuarantineArgs {
  action: 'list' | 'accept' | 'reject';
  ids: number[];
  all: boolean;
  limit: number;
}

function parseArgs(args: string[]): QuarantineArgs {
  const parsed: QuarantineArgs = { action: 'list', ids: [], all: false, limit: LIMIT };
  parsed.action = leadingAction(args, 'quarantine');
  for (let i = args[0] === parsed.action ? 1 : 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--all') parsed.all = true;
    else if (arg === '--limit' || arg.startsWith('--limit='))
      parsed.limit = whole('--limit', arg.includes('=') ? arg.slice('--limit='.length) : args[++i], 1);
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else {
      const id = Number(arg.replace(/^#/, ''));
      if (!Number.isSafeInteger(id) || id < 1)
        throw new UsageError(`quarantine ${parsed.action}: "${arg}" is not an id`);
      parsed.ids.push(id);
    }
  }
  if (parsed.action === 'list' && parsed.ids.length > 0)
    throw new UsageError('quarantine lists, it takes no ids');
  if (parsed.action !== 'list' && parsed.ids.length === 0)
    throw new UsageError(`quarantine ${parsed.action} needs the ids of held prices`);
  if (parsed.action !== 'list' && parsed.all) throw new UsageError('--all goes with the list');
  return parsed;
}

const REASONS: Record<string, string> = {
  'price-drop': 'price a tenth or less of the recent median',
  'price-jump': 'price 10x or more the recent median',
  'mrp-jump': 'MRP 3x or more the last',
  'mrp-drop': 'MRP a third or less of the last',
};

/** One held observation as the operator reads it (two lines). */
export function heldText(h: HeldObservation): string {
  const where = h.merchant ? `${h.merchant} ${h.cityId}` : `offer ${h.offerId} (gone)`;
  const now = h.currentPrice === null ? '' : `, shown now ${formatINR(h.currentPrice)}`;
  const median = h.median === null ? 'no recent price' : `recent median ${formatINR(h.median)}`;
  return [
    `  #${h.id}  ${h.status.padEnd(9)} ${where}: "${h.title ?? h.offerId}"`,
    `        ${formatINR(h.price)} (MRP ${formatINR(h.mrp)}) observed ${h.observedAt} by ${h.source}; ${median}, MRP before ${formatINR(h.previousMrp)}${now}: ${h.reasons.map((r) => REASONS[r] ?? r).join('; ')}`,
  ].join('\n');
}

/** Runs a quarantine command; resolves to the exit code. */
export async function runQuarantine(db: Knex, argv: string[], out: (text: string) => void): Promise<number> {
  const args = parseArgs(argv);
  const repo = createQuarantineRepository(db);
  if (args.action === 'list') {
    const status: QuarantineStatus | undefined = args.all ? undefined : 'pending';
    const rows = await repo.list({ ...(status ? { status } : {}), limit: args.limit });
    const pending = await repo.pendingCount();
    if (rows.length === 0) {
      out(args.all ? 'No held prices.' : 'No held prices wait for a decision.');
      return 0;
    }
    out(
      `${pending} held price(s) wait for a confirmation or a decision; none is shown or fires a watch until then.`,
    );
    for (const h of rows) out(heldText(h));
    out('Accept or reject by id: npm run import -- quarantine accept <id...> | quarantine reject <id...>');
    return 0;
  }
  const decision = args.action === 'accept' ? 'accepted' : 'rejected';
  const result = await repo.decide(args.ids, decision, new Date().toISOString());
  const done = decision === 'accepted' ? result.accepted : result.rejected;
  out(
    `${decision === 'accepted' ? 'Accepted' : 'Rejected'}: ${done.length}${done.length ? ` (#${done.join(', #')})` : ''}`,
  );
  if (decision === 'accepted')
    out(
      `  prices applied: ${result.offersChanged.length} (the rest kept as history: a newer price is stored)`,
    );
  if (result.notPending.length > 0)
    out(`  not waiting for a decision (unknown or decided before): #${result.notPending.join(', #')}`);
  if (result.offersChanged.length > 0) {
    // Running servers reload and watches are evaluated again, as after an import.
    await publishChange(db, { kind: 'catalogue' }).catch((err: unknown) =>
      out(`Applied, but running servers were not told: ${err instanceof Error ? err.message : String(err)}`),
    );
  }
  return result.notPending.length > 0 && done.length === 0 ? 1 : 0;
}
