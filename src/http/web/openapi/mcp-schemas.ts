import { z } from 'zod';
import type { OperationSpec } from './operations.js';

/** A JSON-RPC message of the Model Context Protocol; the protocol's own schema says the rest. */
export const McpMessage = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string(), z.number().int()]).optional().describe('Present on requests'),
    method: z.string().describe('initialize, tools/list, tools/call, resources/read, prompts/get, notifications/…'),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .describe('One JSON-RPC 2.0 message of the Model Context Protocol (2025-03-26 and later); see the README "Agents (MCP)"');

export const MCP_REQUEST_SCHEMAS = { McpMessage } as const;

const SESSION_HEADER = { name: 'Mcp-Session-Id', in: 'header' as const, required: false, schema: z.string().max(100), description: 'The id initialize answered; required on every later request' };

const post = (path: string, operationId: string): OperationSpec => ({
  method: 'post', path, operationId, tag: 'Agents (MCP)', auth: ['apiKey'],
  summary: 'The MCP server (Streamable HTTP transport): one JSON-RPC message per request',
  description:
    'initialize answers an Mcp-Session-Id signed for the key; later requests carry it and the same key (another key’s id: ' +
    '404 with a JSON-RPC error, none: 400). Requests are answered as text/event-stream (progress notifications, then the ' +
    'response); notifications and responses with 202. Tool refusals are tool results with isError and this API’s error body. ' +
    'GET without Last-Event-ID (a standing stream) and DELETE (ending a session) answer 405, as the transport allows: nothing ' +
    'is sent outside a request’s own stream, and a session ends with its key. Every event carries an id; a dropped answer ' +
    'resumes with GET and Last-Event-ID. Off with MCP_ENABLED=false (404).',
  params: [SESSION_HEADER],
  body: { required: true, content: { 'application/json': 'McpMessage' } },
  responses: {
    '200': { description: 'The answer as a server-sent event stream', contentType: 'text/event-stream', schema: { type: 'string' } },
    '202': { description: 'Accepted (a notification or response)', contentType: 'text/plain', schema: { type: 'string' } },
  },
  errors: ['missing_api_key', 'invalid_api_key', 'invalid_request', 'file_too_large', 'rate_limited', 'not_found', 'internal'],
});

const resume = (path: string, operationId: string): OperationSpec => ({
  method: 'get', path, operationId, tag: 'Agents (MCP)', auth: ['apiKey'],
  summary: 'Resumes a dropped answer stream after the last event the client saw',
  description:
    'With Last-Event-ID (an event id of this key’s own stream, kept ten minutes) and the session’s Mcp-Session-Id: the ' +
    'events after it, then the rest as the call goes on, until its answer (or a hold of 25 s, after which the client resumes ' +
    'again). Any api process of a fleet serves it. Another key’s, an unknown or an expired event id: 404. Without ' +
    'Last-Event-ID: 405 (no standing stream).',
  params: [
    { ...SESSION_HEADER, required: true },
    { name: 'Last-Event-ID', in: 'header' as const, required: true, schema: z.string().max(200), description: 'The id of the last event received' },
  ],
  responses: {
    '200': { description: 'The missed events and the rest of the stream, as server-sent events', contentType: 'text/event-stream', schema: { type: 'string' } },
  },
  errors: ['missing_api_key', 'invalid_api_key', 'invalid_request', 'rate_limited', 'not_found'],
});

export const MCP_OPERATIONS: OperationSpec[] = [
  post('/mcp', 'mcp'),
  post('/api/v1/mcp', 'mcpV1'),
  resume('/mcp', 'mcpResume'),
  resume('/api/v1/mcp', 'mcpResumeV1'),
];
