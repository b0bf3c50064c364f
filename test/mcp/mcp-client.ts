import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A real MCP client (the official SDK's) connected to `base`/mcp with a key; `sessionId` resumes a session. */
export async function connectClient(base: string, key: string | null, opts: { path?: string; sessionId?: string } = {}) {
  const transport = new StreamableHTTPClientTransport(new URL(`${base}${opts.path ?? '/mcp'}`), {
    requestInit: { headers: key ? { authorization: `Bearer ${key}` } : {} },
    sessionId: opts.sessionId,
  });
  const client = new Client({ name: 'gametools-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
}

/** The structured content of a tool result, typed loosely for assertions. */
export function structured(result: unknown): Record<string, unknown> {
  return ((result as CallToolResult).structuredContent ?? {}) as Record<string, unknown>;
}

export function contentOf(result: unknown): CallToolResult['content'] {
  return (result as CallToolResult).content;
}
