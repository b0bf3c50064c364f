import type Koa from 'koa';
import type { LoggedEvent, StreamEventLog } from '../core/streams/event-log.ports.js';
import type { Timers } from '../core/timers.ports.js';

/** How long one resumed stream is held open waiting for more events; the client resumes again after it ends. */
export const RESUME_HOLD_MS = 25_000;
/** How often a held stream looks for new events: a fleet's other process writes them into the shared log. */
const POLL_MS = 200;

/** A JSON-RPC answer (result or error) ends the request's stream: nothing more will be written to it. */
function isAnswer(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as Record<string, unknown>;
  return m.jsonrpc === '2.0' && 'id' in m && ('result' in m || 'error' in m);
}

/** The transport's priming events are empty objects; they mark a place to resume from but carry nothing. */
function isMessage(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as Record<string, unknown>).jsonrpc === '2.0';
}

function sseEvent(e: LoggedEvent): string {
  return isMessage(e.message) ? `event: message\nid: ${e.id}\ndata: ${JSON.stringify(e.message)}\n\n` : `id: ${e.id}\ndata: \n\n`;
}

/**
 * Answers a GET with `Last-Event-ID` (the Streamable HTTP transport's resumption): the caller's events after that id
 * from the shared log, then whatever the request that is still running appends, until its answer is sent or the hold
 * ends. Written here rather than by the SDK's transport, because that one replays only what its own process keeps,
 * and in a fleet the process that runs the request is rarely the one the client reconnects to.
 */
export async function resumeStream(ctx: Koa.Context, log: StreamEventLog, timers: Timers, owner: string, lastEventId: string): Promise<void> {
  const first = await log.after(lastEventId, owner);
  if (!first) {
    ctx.status = 404;
    ctx.body = { jsonrpc: '2.0', error: { code: -32001, message: 'Stream not found: the event id is unknown or expired' }, id: null };
    return;
  }
  const res = ctx.res;
  ctx.respond = false;
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  let cursor = lastEventId;
  let answered = false;
  const write = (events: LoggedEvent[]) => {
    for (const e of events) {
      res.write(sseEvent(e));
      cursor = e.id;
      if (isAnswer(e.message)) answered = true;
    }
  };
  write(first.events);
  let held = 0;
  while (!answered && !closed && held < RESUME_HOLD_MS) {
    await new Promise<void>((resolve) => timers.after(POLL_MS, resolve));
    held += POLL_MS;
    const more = await log.after(cursor, owner);
    if (!more) break;
    write(more.events);
  }
  res.end();
}
