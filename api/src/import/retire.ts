// The last stage of a snapshot import: each (merchant, city) pair of the file that no bad row may
// belong to retires its offers that no row of the file priced. A pair that would lose more than
// half of its offers retires nothing unless forced (the plan read before the import normally
// stops it first). The summary gets a line per pair.
import type { RetirementRepository } from '../repositories/retirement';
import { pairName, retiresTooMuch, type SnapshotPlan } from './snapshot';
import type { ImportWriter } from './write';

/** Retires what each pair of `plan` no longer lists; counts into the writer's summary. */
export async function retireMissing(
  plan: SnapshotPlan,
  writer: ImportWriter,
  retirement: RetirementRepository,
  options: { now: string; source: string; force: boolean; dryRun: boolean },
): Promise<void> {
  const { summary } = writer;
  if (plan.blockedAll) {
    summary.snapshotNotes.push(`nothing retired: ${plan.blockedAll}`);
    return;
  }
  for (const pair of plan.pairs) {
    const name = pairName(pair);
    if (pair.blocked) {
      summary.snapshotNotes.push(`${name}: nothing retired, ${pair.blocked}`);
      continue;
    }
    const seen = writer.seenOffers.get(`${pair.merchant}\u0000${pair.cityId}`);
    if (!seen || seen.size === 0) {
      summary.snapshotNotes.push(`${name}: nothing retired, no row of the file was priced there`);
      continue;
    }
    const live = await retirement.liveOffers(pair.merchant, pair.cityId);
    const missing = live.filter((o) => !seen.has(o.id)).map((o) => o.id);
    if (!options.force && retiresTooMuch(missing.length, live.length)) {
      summary.snapshotNotes.push(
        `${name}: nothing retired, ${missing.length} of ${live.length} listings are missing (more than half; --force retires them)`,
      );
      continue;
    }
    const retired = options.dryRun
      ? missing.length
      : await retirement.retire(missing, options.now, options.source);
    summary.retired += retired;
    summary.snapshotNotes.push(
      `${name}: ${options.dryRun ? 'would retire' : 'retired'} ${retired} of ${live.length} listings`,
    );
  }
}
