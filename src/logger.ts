import pino from 'pino';
import pretty from 'pino-pretty';

export type Logger = pino.Logger;
export type LogFormat = 'json' | 'pretty';

/** `auto` is pretty for a person at a terminal and JSON for anything that collects the output. */
export function chooseLogFormat(setting: 'auto' | LogFormat | undefined, isTTY: boolean | undefined): LogFormat {
  if (setting === 'json' || setting === 'pretty') return setting;
  return isTTY ? 'pretty' : 'json';
}

export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
  };
  if (format === 'json') return pino(options);
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
