import Router, { type RouterMiddleware } from '@koa/router';
import type Koa from 'koa';
import { AppError } from '../../core/errors.js';
import type { FeedEvent, FeedSink, FeedSubscription } from '../../core/jobs/job-feed.js';
import type { Timers } from '../../core/timers.ports.js';
import type { AppState, Identified } from '../app-state.js';
import type { HttpDeps } from '../deps.js';
import { addressKey, identify, SID_COOKIE } from '../identity.js';
import { jobView } from '../../wire/job-wire.js';

/** What this part of the HTTP adapter uses of the root's services. */
export type EventsRouterDeps = Pick<HttpDeps, 'config' | 'jobs' | 'limiter' | 'sessions'>;

/** A comment line this often keeps proxies from closing a quiet stream. */
export const KEEP_ALIVE_MS = 15_000;
/** How long a client waits before it reconnects (after a lost connection, or a server that stopped). */
const RECONNECT_MS = 2_000;
/**
 * A stream whose unsent text passes this is closed: a client that stops reading would otherwise have the server
 * hold every event for it. The client reconnects with Last-Event-ID and is given what it missed.
 */
export const MAX_STREAM_BUFFER_BYTES = 1_048_576;

/** The data of one event: progress fields while the job runs, the poll view once it ended. */
export function eventData(event: FeedEvent): string {
  const job = event.job;
  if (event.type !== 'progress') return JSON.stringify({ ok: true, ...jobView(job) });
  const view = jobView(job);
  // A pipeline's progress says which step runs.
  const steps = view.steps === undefined ? {} : { steps: view.steps, step: view.step, step_tool: view.step_tool };
  return JSON.stringify({ job_id: job.id, status: job.status, stage: job.stage, progress: job.progress, ...steps });
}

/** One event in the text/event-stream framing (the data is one JSON line, so it needs no splitting). */
export function frame(event: FeedEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${eventData(event)}\n\n`;
}

/**
 * The frame of each event as bytes, serialised and encoded once however many streams carry it: the feed hands every
 * follower the same event object, and an owner's dashboard tabs all hear every event of the owner. Each stream then
 * hands the same Buffer to its response, which writes it without a copy.
 */
function framer(): (event: FeedEvent) => Buffer {
  const made = new WeakMap<FeedEvent, Buffer>();
  return (event) => {
    let bytes = made.get(event);
    if (bytes === undefined) made.set(event, (bytes = Buffer.from(frame(event))));
    return bytes;
  };
}

/** The reconnection hint every stream starts with, and the comment that keeps a quiet one open: the same bytes for all. */
const RETRY = Buffer.from(`retry: ${RECONNECT_MS}\n\n`);
const KEEP_ALIVE = Buffer.from(': keep-alive\n\n');
const STOPPING = Buffer.from(`retry: ${RECONNECT_MS}\n: server stopping\n\n`);
const LIFETIME_REACHED = Buffer.from(`retry: ${RECONNECT_MS}\n: stream lifetime reached\n\n`);

/** The id a reconnecting EventSource sends back; anything that cannot be one of ours is ignored. */
function lastEventIdOf(ctx: Pick<Koa.Context, 'get' | 'query'>): string | null {
  const raw = ctx.get('last-event-id') || (typeof ctx.query.last_event_id === 'string' ? ctx.query.last_event_id : '');
  return /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}

/**
 * The job event streams (issue 30): `GET /api/jobs/{id}/events` follows one job (404 for a job that is not the
 * caller's, as the poll), `GET /api/events` every job of the caller's session or key. Each holds one of the
 * owner's stream slots (429 beyond MAX_STREAMS_PER_OWNER or MAX_STREAMS), sends a comment every 15 s, and is
 * ended by the feed when the server stops, with a `retry:` hint.
 */
export function createEventsRouter(deps: EventsRouterDeps, timers: Timers): Router<AppState> {
  const router = new Router<AppState>();
  const { jobs } = deps;
  const caller = identify(deps);
  const framed = framer();

  const lifetimeMs = deps.config.MAX_STREAM_S * 1000;

  const stream = (follow: (owner: string, sink: FeedSink) => Promise<FeedSubscription>): RouterMiddleware<Identified> => async (ctx) => {
    const { principal } = ctx.state;
    const owner = principal.owner;
    // Callers without a key are counted by address as well (an IPv6 client by its /64).
    const release = jobs.feed.openStream(owner, principal.kind === 'session' ? addressKey(ctx.ip) : null);
    const res = ctx.res;
    // Events are written to the response itself, not through a stream Koa pipes: with 2,000 streams open, each
    // event was 2,000 passes through a PassThrough (its string encoded again each time) before the socket.
    const write = (bytes: Buffer) => {
      if (!res.writableEnded && !res.destroyed) res.write(bytes);
    };
    let started = false;
    // Events the feed hands over before the headers are out (the backlog) wait here, in order.
    const early: Buffer[] = [];
    let stopHeartbeat: (() => void) | null = null;
    let stopLifetime: (() => void) | null = null;
    let subscription: FeedSubscription | null = null;
    let ended = false;
    const finish = () => {
      release();
      stopHeartbeat?.();
      stopLifetime?.();
      subscription?.close();
    };
    const end = (last: Buffer | null) => {
      if (ended) return;
      ended = true;
      if (!started) {
        if (last) early.push(last);
        return;
      }
      if (last) write(last);
      if (!res.writableEnded && !res.destroyed) res.end();
    };
    const sink: FeedSink = {
      event: (event) => {
        if (!started) {
          early.push(framed(event));
          return;
        }
        write(framed(event));
        // What the client has not taken yet: queued in the response and its socket.
        if (res.writableLength > MAX_STREAM_BUFFER_BYTES) {
          finish();
          res.destroy();
        }
      },
      end: (reason) => {
        finish();
        end(reason === 'shutdown' ? STOPPING : null);
      },
    };
    try {
      subscription = await follow(owner, sink);
    } catch (err) {
      release();
      throw err;
    }
    ctx.status = 200;
    ctx.type = 'text/event-stream; charset=utf-8';
    ctx.set('Cache-Control', 'no-store, no-transform');
    // Proxies that buffer answers (nginx) pass this one on as it is written.
    ctx.set('X-Accel-Buffering', 'no');
    ctx.req.socket.setNoDelay(true);
    // This handler writes the answer; Koa sends nothing more.
    ctx.respond = false;
    started = true;
    // Written first, so the headers go out at once (a quiet stream would hold them back) with the client's
    // reconnection delay.
    write(RETRY);
    for (const bytes of early.splice(0)) write(bytes);
    if (ended || ctx.method === 'HEAD') {
      // A HEAD request (the router answers it as GET) has its headers and no stream, as Koa would answer it.
      finish();
      res.end();
    } else {
      stopHeartbeat = timers.every(KEEP_ALIVE_MS, () => write(KEEP_ALIVE));
      // A slot is not held for ever: after MAX_STREAM_S the stream ends and the client comes back (and is counted
      // again) after the retry delay, resuming from its Last-Event-ID.
      stopLifetime = timers.after(lifetimeMs, () => {
        finish();
        end(LIFETIME_REACHED);
      });
    }
    // The client went away (or the stream ended): its slot and its subscription go with it.
    res.once('close', finish);
  };

  router.get<Identified>('/api/jobs/:id/events', caller, async (ctx, next) => {
    const id = ctx.params.id;
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('not_found', 'No such job.');
    const lastEventId = lastEventIdOf(ctx);
    await stream((owner, sink) => jobs.feed.followJob(owner, id, lastEventId, sink))(ctx, next);
  });

  const following = stream((owner, sink) => jobs.feed.followOwner(owner, sink));
  router.get<Identified>('/api/events', caller, async (ctx, next) => {
    // A session made by this very request has no jobs to follow, and costs a stranger nothing: only a session
    // that existed before (its signed cookie sent) or a key holds a slot (issue 37).
    if (ctx.state.principal.kind === 'session' && !deps.sessions.isValidSid(ctx.cookies.get(SID_COOKIE))) {
      throw new AppError('forbidden', 'Event streams follow an existing session: send its cookie (open the site first), or use an API key.');
    }
    await following(ctx, next);
  });

  return router;
}
