// Structured logging on pino: one JSON object per line ({level, time, msg, ...fields}), info and
// below on stdout, warn and error on stderr, filtered by level.
import pino from 'pino';

/** Log levels in increasing severity; `silent` turns logging off (tests). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Structured logger used across the API. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** Whether a message at `level` is written (a caller can skip building what would be dropped). */
  enabled(level: LineLevel): boolean;
}

type LineLevel = Exclude<LogLevel, 'silent'>;

/** Line sink, replaceable in tests that assert on log output. */
export type LogSink = (line: string, level: LineLevel) => void;

const defaultSink: LogSink = (line, level) => {
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};

const LEVELS: readonly LineLevel[] = ['debug', 'info', 'warn', 'error'];

/** Creates a JSON-lines logger that drops messages below `level`. */
export function createLogger(level: LogLevel = 'info', sink: LogSink = defaultSink): Logger {
  // One stream per level with dedupe: each line reaches exactly the stream of its own level, so the
  // sink learns the level without parsing the line.
  const streams = pino.multistream(
    LEVELS.map((lvl) => ({
      level: lvl,
      stream: { write: (line: string) => sink(line.endsWith('\n') ? line.slice(0, -1) : line, lvl) },
    })),
    { dedupe: true },
  );
  const log = pino(
    {
      level,
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    streams,
  );
  const write =
    (lvl: LineLevel) =>
    (message: string, fields?: Record<string, unknown>): void => {
      log[lvl](fields ?? {}, message);
    };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    enabled: (lvl) => log.isLevelEnabled(lvl),
  };
}

/** A logger that writes nothing. */
export const silentLogger: Logger = createLogger('silent');
