// `npm run import -- review ...`: the merges the importer suggests for listings it was unsure of
// (each shown as a product of its own meanwhile), grouped by brand, a page at a time, filtered by
// merchant, brand and score, and decisions on one pair or many at once (all of a brand, all above
// a score). Review is never a gate: deciding nothing leaves every listing visible.
import { toPlatformKey } from '@compare/core';
import type { Knex } from 'knex';
import { createMatchReviewsRepository, type ReviewFilter } from '../repositories/match-reviews';
import { reviewText } from './report';

/** A command line that cannot be run as given. */
export class UsageError extends Error {}

/** The review commands' usage lines. */
export const REVIEW_USAGE = `  npm run import -- review [--merchant M] [--brand B] [--min-score S] [--max-score S] [--page N] [--page-size N]
                                           suggested merges by brand, then a page of them
  npm run import -- review accept <id...>  join listings to the suggested product
  npm run import -- review reject <id...>  keep them apart (remembered on re-import)
  npm run import -- review accept|reject [--merchant M] [--brand B] [--min-score S] [--max-score S]
                                           decide every suggestion the filters select`;

const PAGE_SIZE = 50;

interface ReviewArgs {
  action: 'list' | 'accept' | 'reject';
  ids: number[];
  filter: ReviewFilter;
  page: number;
  pageSize: number;
}

const score = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1)
    throw new UsageError(`${name} needs a score from 0 to 1`);
  return n;
};

/** `value` as a whole number of at least `min`, or a usage error naming option `name`. */
export const whole = (name: string, value: string | undefined, min: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`${name} needs a whole number of at least ${min}`);
  return n;
};

/**
 * The action a `review` or `quarantine` command starts with (`list`, `accept`, `reject`; `list`
 * when it starts with an option or nothing), or a usage error for another word.
 */
export function leadingAction(args: string[], command: string): 'list' | 'accept' | 'reject' {
  const first = args[0];
  if (first === 'list' || first === 'accept' || first === 'reject') return first;
  if (first !== undefined && !first.startsWith('--'))
    throw new UsageError(`unknown ${command} action ${first}`);
  return 'list';
}

function parseReviewArgs(args: string[]): ReviewArgs {
  const parsed: ReviewArgs = { action: 'list', ids: [], filter: {}, page: 1, pageSize: PAGE_SIZE };
  parsed.action = leadingAction(args, 'review');
  for (let i = args[0] === parsed.action ? 1 : 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = () => inline ?? args[++i];
    if (flag === '--merchant') {
      const name = value() ?? '';
      const merchant = toPlatformKey(name);
      if (!merchant) throw new UsageError(`--merchant: "${name}" is not one of the six merchants`);
      parsed.filter.merchant = merchant;
    } else if (flag === '--brand') {
      const brand = (value() ?? '').trim();
      if (!brand) throw new UsageError('--brand needs a brand name');
      parsed.filter.brand = brand;
    } else if (flag === '--min-score') parsed.filter.minScore = score('--min-score', value());
    else if (flag === '--max-score') parsed.filter.maxScore = score('--max-score', value());
    else if (flag === '--page') parsed.page = whole('--page', value(), 1);
    else if (flag === '--page-size') parsed.pageSize = whole('--page-size', value(), 1);
    else if (flag?.startsWith('--')) throw new UsageError(`unknown option ${flag}`);
    else {
      const id = Number(arg.replace(/^#/, ''));
      if (!Number.isInteger(id)) throw new UsageError(`review ${parsed.action}: "${arg}" is not an id`);
      parsed.ids.push(id);
    }
  }
  const filtered = Object.keys(parsed.filter).length > 0;
  if (parsed.action === 'list' && parsed.ids.length > 0)
    throw new UsageError('review lists by filters, not ids');
  if (parsed.action !== 'list' && parsed.ids.length === 0 && !filtered) {
    throw new UsageError(
      `review ${parsed.action} needs ids, or --merchant, --brand, --min-score or --max-score`,
    );
  }
  if (parsed.action !== 'list' && parsed.ids.length > 0 && filtered) {
    throw new UsageError(`review ${parsed.action} takes ids or filters, not both`);
  }
  return parsed;
}

/** Runs a review command; resolves to the exit code. */
export async function runReview(db: Knex, argv: string[], out: (text: string) => void): Promise<number> {
  const args = parseReviewArgs(argv);
  const repo = createMatchReviewsRepository(db);
  const filter: ReviewFilter = { ...args.filter, status: 'pending' };
  if (args.action === 'list') {
    const total = await repo.count(filter);
    const groups = total > 0 ? await repo.byBrand(filter) : [];
    const entries = await repo.reviews({
      ...filter,
      limit: args.pageSize,
      offset: (args.page - 1) * args.pageSize,
    });
    out(reviewText(entries, { total, page: args.page, pageSize: args.pageSize }, groups));
    return 0;
  }
  const accept = args.action === 'accept';
  const selected = args.ids.length > 0 ? [] : await repo.reviews(filter);
  const described = new Map(
    selected.map((e) => [
      e.id,
      `: ${e.merchant} "${e.title}" (score ${e.score.toFixed(3)}) -> ${e.candidateName}`,
    ]),
  );
  const ids = args.ids.length > 0 ? args.ids : selected.map((e) => e.id);
  if (ids.length === 0) {
    out('No suggested merges select those filters.');
    return 0;
  }
  let failed = 0;
  for (const id of ids) {
    const done = await repo.decide(id, accept);
    out(
      done ? `#${id} ${args.action}ed${described.get(id) ?? ''}` : `#${id}: no pending review with this id`,
    );
    if (!done) failed++;
  }
  if (ids.length > 1) out(`${ids.length - failed} ${args.action}ed, ${failed} not found`);
  return failed > 0 ? 1 : 0;
}
