// Work on many rows is done in short turns of the event loop. A batch's write is a chain of
// statements, each sent when the previous one answers; that answer waits for the main thread, so
// shaping a whole batch in one go would leave the database idle for most of it. A turn lasts about
// MS_PER_TURN rather than a number of rows: matching a new listing costs far more than a further
// city's price does, and each statement of the write waits for the turn to end.

const MS_PER_TURN = 2;
const ROWS_PER_CLOCK_CHECK = 32;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Counts rows and yields the event loop once a turn has lasted long enough. */
export class Turns {
  private handled = 0;
  private started = performance.now();

  /** Call once per row: resolves at once inside a turn, after the next turn when it is over. */
  row(): Promise<void> | undefined {
    if (++this.handled % ROWS_PER_CLOCK_CHECK !== 0 || performance.now() - this.started < MS_PER_TURN)
      return undefined;
    return nextTurn().then(() => {
      this.started = performance.now();
    });
  }

  /** Starts a new turn's clock (after waiting on something else). */
  restart(): void {
    this.started = performance.now();
  }
}
