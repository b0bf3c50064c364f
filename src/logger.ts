import { hostname } from 'node:os';
import pino from 'pino';
import pretty from 'pino-pretty';
import type { LogScope } from './logging/log-scope.js';

export type Logger = pino.Logger;
export type LogFormat = 'json' | 'pretty';

/** `auto` is pretty for a person at a terminal and JSON for anything that collects the output. */
export function chooseLogFormat(setting: 'auto' | LogFormat | undefined, isTTY: boolean | undefined): LogFormat {
  if (setting === 'json' || setting === 'pretty') return setting;
  return isTTY ? 'pretty' : 'json';
}

/**
 * JSON lines carry pid and hostname, so the lines of several processes can be told apart once collected; with a
 * scope, every line written inside one (a request, a job) carries its fields, the request id first of all.
 */
export function createLogger(
  level: string,
  format: LogFormat = 'json',
  scope?: LogScope,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid, hostname: hostname() },
    ...(scope ? { mixin: () => ({ ...scope.fields() }) } : {}),
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
  };
  if (format === 'json') return destination ? pino(options, destination) : pino(options);
  // In-process and synchronous: a worker-thread transport could lose the last lines when start-up fails.
  const stream = pretty({
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
  });
  return pino(options, stream);
}
