import { AsyncLocalStorage } from 'node:async_hooks';

export type LogFields = Readonly<Record<string, string>>;

/**
 * Fields that every log line written inside `run` carries (the request id while a request is handled), without
 * handing a child logger down through every service: the logger reads them when it writes a line.
 */
export interface LogScope {
  /** Replaces the fields for `fn` (a job started from a request's callback must not keep that request's id). */
  run<T>(fields: LogFields, fn: () => T): T;
  /** The innermost scope's fields, or undefined outside any. */
  fields(): LogFields | undefined;
}

export function createLogScope(): LogScope {
  const storage = new AsyncLocalStorage<LogFields>();
  return {
    run: (fields, fn) => storage.run(fields, fn),
    fields: () => storage.getStore(),
  };
}
