// A tiny structured logger: one JSON object per line on stdout/stderr, filtered by level.

/** Log levels in increasing severity; `silent` turns logging off (tests). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Structured logger used across the API. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Line sink, replaceable in tests that assert on log output. */
export type LogSink = (line: string, level: Exclude<LogLevel, 'silent'>) => void;

const defaultSink: LogSink = (line, level) => {
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};

/** Creates a JSON-lines logger that drops messages below `level`. */
export function createLogger(level: LogLevel = 'info', sink: LogSink = defaultSink): Logger {
  const min = RANK[level];
  const write =
    (lvl: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields?: Record<string, unknown>): void => {
      if (RANK[lvl] < min) return;
      sink(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg: message, ...fields }), lvl);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** A logger that writes nothing. */
export const silentLogger: Logger = createLogger('silent');
