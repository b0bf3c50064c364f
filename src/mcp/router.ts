import Router, { type RouterMiddleware } from '@koa/router';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { koaBody } from 'koa-body';
import type Koa from 'koa';
import type { AppState } from '../http/app-state.js';
import { requireApiKey } from '../http/identity.js';
import type { McpDeps } from './deps.js';
import { buildMcpServer } from './server.js';
import { McpSessionIds } from './session-id.js';
import { resumeStream } from './resume.js';
import type { StreamEventLog } from '../core/streams/event-log.ports.js';

export const MCP_PATHS = ['/mcp', '/api/v1/mcp'];

type Message = { method?: unknown; id?: unknown };

/** The reconnect pause the transport suggests to a client whose stream ended early, in milliseconds. */
const RETRY_MS = 1_000;
/** Longest a request's handlers run on after its client left: a convert's longest wait (120 s) and some. */
const HANDLER_BACKSTOP_MS = 150_000;

function answerId(message: unknown): unknown {
  if (typeof message !== 'object' || message === null) return undefined;
  const m = message as Record<string, unknown>;
  return 'id' in m && ('result' in m || 'error' in m) ? m.id : undefined;
}

/**
 * The SDK's event store over the shared log, for one key: the transport stores each event it sends (and each it
 * could not send, after a disconnect) there, so a resume at any process finds them. `sent` sees every event stored.
 */
function ownedEventStore(log: StreamEventLog, owner: string, sent: (message: unknown) => void) {
  return {
    async storeEvent(streamId: string, message: unknown): Promise<string> {
      const id = await log.append(streamId, owner, message);
      sent(message);
      return id;
    },
    // Resumes are answered by resumeStream (GET), never by a POST's transport; this keeps the store whole all the same.
    async replayEventsAfter(lastEventId: string, { send }: { send: (eventId: string, message: never) => Promise<void> }): Promise<string> {
      const found = await log.after(lastEventId, owner);
      if (!found) throw new Error('unknown event id');
      for (const e of found.events) await send(e.id, e.message as never);
      return found.stream;
    },
  };
}

/** The JSON-RPC error answers the transport itself gives for these cases, worded as it words them. */
function rpcError(ctx: Koa.Context, status: number, code: number, message: string): void {
  ctx.status = status;
  ctx.body = { jsonrpc: '2.0', error: { code, message }, id: null };
}

/**
 * The fourth door (issue 42): MCP over the Streamable HTTP transport at `/mcp` and `/api/v1/mcp`, for API keys.
 * Every POST authenticates its key anew (a wrong key is counted toward the address's lock-out, a revoked key is
 * refused at its next request), then runs on a fresh stateless transport and server. The session is ours: an id
 * issued at `initialize`, signed for the key, checked on every later request by whichever process gets it.
 * GET and DELETE answer 405, which the transport's rules allow: this server sends nothing outside a request's
 * own stream (no standing GET stream to hold open), and a session ends with its key.
 */
export function createMcpRouter(deps: McpDeps, version: string): Router<AppState> {
  const router = new Router<AppState>();
  const ids = new McpSessionIds(deps.sessionSecret);
  // Room for base64 of the inline cap (4/3 of it) and the JSON around it; beyond, the body parser answers 413.
  const json = koaBody({ json: true, urlencoded: false, text: false, multipart: false, jsonLimit: `${Math.ceil(deps.config.MCP_INLINE_MAX_MB * 1.4) + 1}mb`, jsonStrict: false });

  const post: RouterMiddleware<AppState> = async (ctx) => {
    const principal = await requireApiKey(ctx, deps.sessions);
    const caller = { owner: principal.owner, keyId: principal.keyId, ip: ctx.ip };
    await json(ctx, async () => undefined);
    const body: unknown = ctx.request.body;
    const messages: Message[] = (Array.isArray(body) ? body : [body]).filter((m): m is Message => typeof m === 'object' && m !== null);
    // A tool call spends from the limits its tool spends from (and is refused as a tool error); other traffic
    // (initialize, lists, notifications) from the address's budget, as GET /api/tools does.
    if (!messages.every((m) => m.method === 'tools/call')) await deps.limiter.take(`ip:${ctx.ip}`);
    const initializing = messages.some((m) => m.method === 'initialize');
    if (initializing) {
      ctx.res.setHeader('mcp-session-id', ids.issue(principal.owner));
    } else {
      const sid = ctx.get('mcp-session-id');
      if (!sid) return rpcError(ctx, 400, -32000, 'Bad Request: Mcp-Session-Id header is required');
      // An id of another key (or none of ours) is unknown here, whoever asks.
      if (!ids.belongsTo(sid, principal.owner)) return rpcError(ctx, 404, -32001, 'Session not found');
      ctx.res.setHeader('mcp-session-id', sid);
    }
    const server = buildMcpServer(deps, caller, version);
    // The requests of this POST that still owe an answer: a client that drops the connection before them can resume,
    // so the handlers run on (their answers land in the event log) until they have answered or their own wait ends.
    const pending = new Set(messages.filter((m) => typeof m.method === 'string' && m.id !== undefined).map((m) => m.id));
    let finish: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      finish = resolve;
      if (pending.size === 0) resolve();
    });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: false,
      eventStore: ownedEventStore(deps.streamEvents, principal.owner, (message) => {
        const id = answerId(message);
        if (id !== undefined && pending.delete(id) && pending.size === 0) finish();
      }),
      retryInterval: RETRY_MS,
    });
    const end = () => {
      transport.close().catch(() => undefined);
      server.close().catch(() => undefined);
    };
    ctx.res.on('close', () => {
      // Ends the handlers of this request once they have answered (their signal aborts then); a job they started goes
      // on. A handler's own wait bounds it; the backstop only stops one that would not end.
      const backstop = deps.timers.after(HANDLER_BACKSTOP_MS, end);
      void answered.then(() => {
        backstop();
        end();
      });
    });
    await server.connect(transport);
    // The transport writes the answer itself; Koa only holds the door.
    ctx.status = 200;
    ctx.respond = false;
    await transport.handleRequest(ctx.req, ctx.res, body);
  };

  /** GET with Last-Event-ID resumes a dropped answer stream; without it there is no standing stream to open. */
  const get: RouterMiddleware<AppState> = async (ctx) => {
    const lastEventId = ctx.get('last-event-id');
    if (!lastEventId) {
      ctx.status = 405;
      ctx.set('Allow', 'POST');
      return;
    }
    const principal = await requireApiKey(ctx, deps.sessions);
    await deps.limiter.take(`ip:${ctx.ip}`);
    const sid = ctx.get('mcp-session-id');
    if (!sid) return rpcError(ctx, 400, -32000, 'Bad Request: Mcp-Session-Id header is required');
    if (!ids.belongsTo(sid, principal.owner)) return rpcError(ctx, 404, -32001, 'Session not found');
    ctx.res.setHeader('mcp-session-id', sid);
    await resumeStream(ctx, deps.streamEvents, deps.timers, principal.owner, lastEventId);
  };

  for (const path of MCP_PATHS) {
    // DELETE gets the router's own 405 with `Allow: POST` (a session ends with its key).
    router.post(path, post);
    router.get(path, get);
  }
  return router;
}
