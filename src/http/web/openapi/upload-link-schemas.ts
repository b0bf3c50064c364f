import { z } from 'zod';
import type { OperationSpec } from './operations.js';

// One-time upload links (issue 40): the page a chat user or an agent's person opens, and the upload it posts.

const TOKEN = {
  name: 'token',
  in: 'path' as const,
  required: true,
  schema: z.string().max(140).regex(/^[A-Za-z0-9_-]{16,64}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{43}$/),
  description: 'The token of the link a bot (/upload, or a file over its download limit) or request_upload_link handed out',
};

export const UploadLinkForm = z
  .object({
    file: z.string().meta({ contentMediaType: 'application/octet-stream' }).describe('The file, one'),
    tool: z.string().max(64).optional().describe('The tool, when the link named none (a chat link); ignored when it did'),
  })
  .catchall(z.string().max(500))
  .describe('Multipart form: the file and the tool’s parameters; the link’s own tool and parameters win');

export const UploadLinkAccepted = z
  .union([
    z.object({
      ok: z.literal(true),
      job_id: z.string(),
      status: z.enum(['queued', 'processing', 'completed', 'failed', 'cancelled']),
      tool: z.string(),
      delivered_to: z.enum(['telegram', 'discord']).describe('The chat its progress and result go to; the job is the chat user’s, so there is no poll address'),
    }),
    z.object({
      ok: z.literal(true),
      upload_id: z.string().describe('What convert takes as upload_id (once)'),
      name: z.string(),
      size: z.number().int(),
      expires_at: z.string().describe('ISO 8601 UTC; the file is dropped after it unless convert took it'),
    }),
  ])
  .describe('A chat link’s upload became a job in that chat; an agent’s link’s upload waits for convert');

export const UPLOAD_LINK_REQUEST_SCHEMAS = { UploadLinkForm } as const;
export const UPLOAD_LINK_RESPONSE_SCHEMAS = { UploadLinkAccepted } as const;

export const UPLOAD_LINK_OPERATIONS: OperationSpec[] = [
  {
    method: 'post', path: '/u/{token}', operationId: 'uploadThroughLink', tag: 'Jobs', auth: [],
    summary: 'Upload a file through a one-time link',
    description:
      'The token stands in for a session or key, and is checked before the body is read. It works once (a second upload, ' +
      'even at the same moment: 410 link_gone) until UPLOAD_LINK_TTL_S after it was made (then 410 link_gone with ' +
      'reason expired); a token altered in any part is 404. Whoever uploads, the job belongs to the chat user the link was ' +
      'made for and reports into that chat. A refused job (bad parameters, limits) gives the link back.',
    params: [TOKEN],
    body: { required: true, content: { 'multipart/form-data': 'UploadLinkForm' } },
    responses: { '202': { description: 'Accepted', schema: 'UploadLinkAccepted' } },
    errors: ['not_found', 'link_gone', 'missing_file', 'file_too_large', 'unknown_tool', 'invalid_params', 'unsupported_type', 'tool_disabled', 'limit_reached', 'rate_limited', 'insufficient_storage', 'service_unavailable', 'internal'],
  },
  {
    method: 'get', path: '/u/{token}', operationId: 'uploadLinkPage', tag: 'Web pages', auth: [],
    summary: 'A one-time upload link’s page: the named tool’s form, a list of file tools, or a file field for an agent',
    description: 'A link that is not valid answers 404, one used or expired 410, each with a page saying so in the reader’s language.',
    params: [TOKEN],
    responses: { '200': { description: 'HTML page', contentType: 'text/html', schema: { type: 'string' } } },
    errors: ['not_found', 'link_gone', 'rate_limited'],
  },
];
