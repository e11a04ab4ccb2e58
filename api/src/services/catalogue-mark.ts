// Servers on one SQLite file hear of another process's import within seconds: SQLite has no
// LISTEN/NOTIFY, so the import command and the worker bump a catalogue mark (publishChange) and each
// server reads it every `everyMs` (2 s by default), publishing a catalogue change when it moved.
// Before this the only path was the caches' 60 s expiry, so a new listing showed after ~70 s.
import type { ChangeStream } from '../change-stream';
import type { Logger } from '../logger';
import type { SourcesRepository } from '../repositories/sources';

/** How often a server on SQLite reads the catalogue mark. */
export const CATALOGUE_MARK_POLL_MS = 2000;

/** Starts polling; returns the function that stops it. */
export function pollCatalogueMark(deps: {
  sources: Pick<SourcesRepository, 'catalogueMark'>;
  changes: ChangeStream;
  logger: Logger;
  everyMs?: number;
}): () => void {
  let seen: number | null = null;
  let running = false;
  let stopped = false;
  const check = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const mark = await deps.sources.catalogueMark();
      if (seen !== null && mark !== seen) deps.changes.publish({ kind: 'catalogue' });
      seen = mark;
    } catch (err) {
      deps.logger.warn('catalogue mark unreadable', { error: String(err) });
    } finally {
      running = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), deps.everyMs ?? CATALOGUE_MARK_POLL_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
