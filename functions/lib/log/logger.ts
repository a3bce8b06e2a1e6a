// Structured JSON logs, one line per event, carrying the request id so CloudWatch queries can follow
// one request across lines.
import { env } from '#functions/lib/config/env.ts';

type Level = 'debug' | 'info' | 'warn' | 'error';
const rank: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
  child(bindings: Record<string, unknown>): Logger;
}

function serialiseError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  return { name: value.name, message: value.message, stack: value.stack };
}

export function createLogger(bindings: Record<string, unknown> = {}): Logger {
  const write = (level: Level, msg: string, data: Record<string, unknown> = {}) => {
    if (rank[level] < rank[env().LOG_LEVEL]) return;
    const fields = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, serialiseError(v)]));
    process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg, ...bindings, ...fields })}\n`);
  };
  return {
    debug: (msg, data) => write('debug', msg, data),
    info: (msg, data) => write('info', msg, data),
    warn: (msg, data) => write('warn', msg, data),
    error: (msg, data) => write('error', msg, data),
    child: (more) => createLogger({ ...bindings, ...more }),
  };
}
