import Router, { type RouterMiddleware } from '@koa/router';
import type { ServerResponse } from 'node:http';
import type Koa from 'koa';
import { AppError } from '../../core/errors.js';
import type { FeedEvent, FeedSink, FeedSubscription } from '../../core/jobs/job-feed.js';
import type { Timers } from '../../core/timers.ports.js';
import type { AppState, Identified } from '../app-state.js';
import type { HttpDeps } from '../deps.js';
import { addressKey, identify, SID_COOKIE } from '../identity.js';
import { jobView } from '../../wire/job-wire.js';
import { frameOf, type Frame, type Outlet, StreamWrites } from './event-writes.js';

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
 * The frame of each event, serialised and encoded once however many streams carry it: the feed hands every
 * follower the same event object, and an owner's dashboard tabs all hear every event of the owner.
 */
function framer(): (event: FeedEvent) => Frame {
  const made = new WeakMap<FeedEvent, Frame>();
  return (event) => {
    let bytes = made.get(event);
    if (bytes === undefined) made.set(event, (bytes = frameOf(frame(event))));
    return bytes;
  };
}

/** The reconnection hint every stream starts with, and the comment that keeps a quiet one open: the same bytes for all. */
const RETRY = Buffer.from(`retry: ${RECONNECT_MS}\n\n`);
const KEEP_ALIVE = frameOf(': keep-alive\n\n');
const STOPPING = Buffer.from(`retry: ${RECONNECT_MS}\n: server stopping\n\n`);
const LIFETIME_REACHED = Buffer.from(`retry: ${RECONNECT_MS}\n: stream lifetime reached\n\n`);

/**
 * One open stream: the feed's sink, its slot, its timers and its outlet. One object with its methods, not a dozen
 * closures per stream (2,000 streams each held them all).
 */
class EventStream implements FeedSink {
  subscription: FeedSubscription | null = null;
  /** Events the feed hands over before the headers are out (the backlog) wait here, in order. */
  #early: Buffer[] | null = [];
  #outlet: Outlet | null = null;
  #stopHeartbeat: (() => void) | null = null;
  #stopLifetime: (() => void) | null = null;
  #ended = false;
  #finished = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly release: () => void,
    private readonly framed: (event: FeedEvent) => Frame,
  ) {}

  event(event: FeedEvent): void {
    if (this.#outlet) this.#outlet.send(this.framed(event));
    else if (this.#early && !this.#ended) this.#early.push(this.framed(event).raw);
  }

  end(reason: 'final' | 'shutdown'): void {
    this.finish();
    this.#end(reason === 'shutdown' ? STOPPING : null);
  }

  /** The slot, the timers and the subscription go (the client went away, or the stream ended). */
  readonly finish = (): void => {
    if (this.#finished) return;
    this.#finished = true;
    this.release();
    this.#stopHeartbeat?.();
    this.#stopLifetime?.();
    this.subscription?.close();
  };

  /** Sends the headers, the retry hint and the backlog, then either ends (HEAD, a stream already over) or goes live. */
  start(head: boolean, writes: StreamWrites, timers: Timers, lifetimeMs: number): void {
    const res = this.res;
    // Written first, so the headers go out at once (a quiet stream would hold them back) with the client's
    // reconnection delay.
    this.#write(RETRY);
    for (const bytes of this.#early ?? []) this.#write(bytes);
    this.#early = null;
    res.once('close', this.finish);
    if (this.#ended || head) {
      // A HEAD request (the router answers it as GET) has its headers and no stream, as Koa would answer it.
      this.finish();
      res.end();
      return;
    }
    this.#outlet = writes.open(res, () => {
      this.finish();
      res.destroy();
    });
    this.#stopHeartbeat = timers.every(KEEP_ALIVE_MS, () => this.#outlet?.send(KEEP_ALIVE));
    // A slot is not held for ever: after MAX_STREAM_S the stream ends and the client comes back (and is counted
    // again) after the retry delay, resuming from its Last-Event-ID.
    this.#stopLifetime = timers.after(lifetimeMs, () => {
      this.finish();
      this.#end(LIFETIME_REACHED);
    });
  }

  #write(bytes: Buffer): void {
    if (!this.res.writableEnded && !this.res.destroyed) this.res.write(bytes);
  }

  #end(last: Buffer | null): void {
    if (this.#ended) return;
    this.#ended = true;
    const outlet = this.#outlet;
    if (!outlet) {
      // Not started: the last words follow the backlog once the headers are out.
      if (last) this.#early?.push(last);
      return;
    }
    // What still waits for its slice goes before the last words.
    outlet.flush();
    outlet.close();
    if (last) this.#write(last);
    if (!this.res.writableEnded && !this.res.destroyed) this.res.end();
  }
}

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
  const writes = new StreamWrites(MAX_STREAM_BUFFER_BYTES);

  const lifetimeMs = deps.config.MAX_STREAM_S * 1000;

  const stream = (follow: (owner: string, sink: FeedSink) => Promise<FeedSubscription>): RouterMiddleware<Identified> => async (ctx) => {
    const { principal } = ctx.state;
    const owner = principal.owner;
    // Callers without a key are counted by address as well (an IPv6 client by its /64).
    const release = jobs.feed.openStream(owner, principal.kind === 'session' ? addressKey(ctx.ip) : null);
    const events = new EventStream(ctx.res, release, framed);
    try {
      events.subscription = await follow(owner, events);
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
    events.start(ctx.method === 'HEAD', writes, timers, lifetimeMs);
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
