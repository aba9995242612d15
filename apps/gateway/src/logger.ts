import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout, one object per line; every request's lines carry its `requestId`. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}
