import type { Services } from './services.js';
import type { McpDeps } from '../mcp/deps.js';
import { createMcpRouter } from '../mcp/router.js';
import type { HttpMount } from '../http/app.js';

/** The MCP adapter's view (issue 42): the services the HTTP routes call, never a store. */
export function mcpDeps(s: Services): McpDeps {
  return {
    config: s.config,
    sessions: s.sessions,
    limiter: s.limiter,
    jobs: s.jobs,
    tools: s.tools,
    flags: s.flags,
    admin: s.admin,
    uploads: s.uploads,
    timers: s.timers,
    prices: s.prices,
    priceHistory: s.priceHistory,
    priceCharts: s.priceCharts,
    priceRateLimit: s.priceRateLimit,
    deals: s.deals,
    giveaways: s.giveaways,
    webhooks: s.webhooks,
    signedDownloadUrl: s.signedDownloadUrl,
    uploadLinks: s.uploadLinks,
    // The `sid` cookies' secret: the same on every process of a fleet, so any of them checks a session id.
    sessionSecret: s.config.SESSION_SECRET ?? s.engines.sessionSecret,
    streamEvents: s.engines.streamEvents,
    log: s.log,
  };
}

/** The `/mcp` routes when MCP_ENABLED (the default); nothing otherwise, so the paths answer 404. */
export function mcpMounts(s: Services): HttpMount[] {
  return s.config.MCP_ENABLED ? [createMcpRouter(mcpDeps(s), '0.1.0')] : [];
}
