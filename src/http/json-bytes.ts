import type Koa from 'koa';

/** What `ctx.type = 'application/json'` sets, without looking the type up on every request. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The UTF-8 bytes of a JSON answer, made once to be sent many times (see `sendJsonBytes`). */
export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value), 'utf8');
}

/**
 * Answers JSON bytes made beforehand: the same bytes and headers as the string would give. A string body is
 * measured by Koa's body setter (Content-Length), measured again by Node's `end` and then encoded; a Buffer is
 * written as it is. For the cached price lookup those three passes over the body were about a tenth of its CPU
 * (docs/performance.md, "Profile per route"). The bytes are shared by every answer they serve and never changed.
 */
export function sendJsonBytes(ctx: Koa.Context, bytes: Buffer): void {
  ctx.set('Content-Type', JSON_TYPE);
  ctx.body = bytes;
}
