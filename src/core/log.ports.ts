/** Where a service or an adapter tells what happened (pino, built by the composition root). */
export interface Log {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}
