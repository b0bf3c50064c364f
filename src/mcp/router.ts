import Router, { type RouterMiddleware } from '@koa/router';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { koaBody } from 'koa-body';
import type Koa from 'koa';
import type { AppState } from '../http/app-state.js';
import { requireApiKey } from '../http/identity.js';
import type { McpDeps } from './deps.js';
import { buildMcpServer } from './server.js';
import { McpSessionIds } from './session-id.js';

export const MCP_PATHS = ['/mcp', '/api/v1/mcp'];

type Message = { method?: unknown; id?: unknown };

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
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: false });
    ctx.res.on('close', () => {
      // Ends the handlers of this request (their signal aborts); a job they started goes on.
      transport.close().catch(() => undefined);
      server.close().catch(() => undefined);
    });
    await server.connect(transport);
    // The transport writes the answer itself; Koa only holds the door.
    ctx.status = 200;
    ctx.respond = false;
    await transport.handleRequest(ctx.req, ctx.res, body);
  };

  for (const path of MCP_PATHS) {
    // GET and DELETE get the router's own 405 with `Allow: POST`.
    router.post(path, post);
  }
  return router;
}
