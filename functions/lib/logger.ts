import { config } from './config.ts';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** The first invocation this container served (Lambda reuses a module across invocations). */
let firstInvocation: string | undefined;

/** True for the invocation that started the container, false for later ones; unknown without an id. */
function coldStartOf(awsRequestId: unknown): boolean | undefined {
  if (typeof awsRequestId !== 'string') return undefined;
  firstInvocation ??= awsRequestId;
  return awsRequestId === firstInvocation;
}

/**
 * One JSON object per line, so CloudWatch Logs Insights can query every field. A logger made for an
 * invocation (its fields carry `awsRequestId`) adds `coldStart` to each line.
 */
export function createLogger(fields: Record<string, unknown> = {}): Logger {
  const coldStart = coldStartOf(fields.awsRequestId);
  const base = coldStart === undefined ? fields : { ...fields, coldStart };
  const write = (level: Level, message: string, fields?: Record<string, unknown>) => {
    if (levels[level] < levels[config().LOG_LEVEL]) return;
    const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...base, ...fields });
    // Straight to the streams: Lambda's patched console would wrap each JSON line in its own JSON.
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    return {
      errorName: error.name,
      errorMessage: error.message,
      stack: error.stack,
      cause: error.cause ? describeError(error.cause) : undefined,
    };
  }
  return { errorMessage: String(error) };
}
