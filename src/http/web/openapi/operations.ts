import { z } from 'zod';
import type { ErrorCode } from '../../../core/errors.js';
import {
  AppidParam, CategoryParam, DaysQuery, JobIdParam, KeyIdParam, RegionQuery, SlugParam, WebNextToolsQuery, WebSearchQuery,
} from './schemas.js';
import { WEBHOOK_OPERATIONS } from './webhook-schemas.js';
import { DEAL_OPERATIONS } from './deal-schemas.js';
import { TELEGRAM_OPERATIONS } from './telegram-schemas.js';
import { MCP_OPERATIONS } from './mcp-schemas.js';
import { GIVEAWAY_OPERATIONS } from './giveaway-schemas.js';
import { UPLOAD_LINK_OPERATIONS } from './upload-link-schemas.js';

export type Auth = 'cookie' | 'apiKey' | 'apiKeyQuery' | 'admin';

export interface ParamSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: z.ZodType;
  description?: string;
}

/** A response; `schema` names a component (responses) or is inline JSON Schema. */
export interface ResponseSpec {
  description: string;
  schema?: string | Record<string, unknown>;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface BodySpec {
  required: boolean;
  /** content type → component name (request schemas and generated forms) */
  content: Record<string, string>;
}

export interface OperationSpec {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path template: {name} for parameters. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  auth: Auth[];
  params?: ParamSpec[];
  body?: BodySpec;
  /** Success responses only; error responses come from `errors`. */
  responses: Record<string, ResponseSpec>;
  errors: ErrorCode[];
}

const jobId: ParamSpec = { name: 'id', in: 'path', required: true, schema: JobIdParam };
const slug: ParamSpec = { name: 'slug', in: 'path', required: true, schema: SlugParam };
const html = (description: string): ResponseSpec => ({ description, contentType: 'text/html', schema: { type: 'string' } });
const json = (schema: string, description = 'OK'): ResponseSpec => ({ description, schema });

const ENQUEUE_ERRORS: ErrorCode[] = [
  'invalid_request', 'unknown_tool', 'upload_required', 'url_required', 'invalid_url', 'invalid_params',
  'unsupported_type', 'file_too_large', 'tool_disabled', 'limit_reached', 'rate_limited', 'invalid_api_key',
  'forbidden', 'insufficient_storage', 'internal',
];
const PIPELINE_ERRORS: ErrorCode[] = [
  ...ENQUEUE_ERRORS, 'missing_file', 'invalid_pipeline', 'too_many_steps', 'too_many_files', 'not_found',
];
const PIPELINE_BODY: BodySpec = { required: true, content: { 'multipart/form-data': 'PipelineForm', 'application/json': 'PipelineJson' } };
const HistoryDays = z.coerce.number().int().min(1).max(3650).describe('Days of history, 1 to 3650 (365 by default)');
const PRICE_ERRORS: ErrorCode[] = [
  'missing_api_key', 'invalid_api_key', 'invalid_appid', 'invalid_request', 'rate_limited', 'not_found',
  'upstream_unavailable', 'internal',
];
// The page's proxy holds the key itself: a refused key is a setup fault, answered as upstream_unavailable.
const WEB_PRICE_ERRORS: ErrorCode[] = PRICE_ERRORS.filter((c) => c !== 'missing_api_key' && c !== 'invalid_api_key');
const ADMIN_ERRORS: ErrorCode[] = ['unauthorized', 'rate_limited', 'internal'];
const ENQUEUE_BODY: BodySpec = {
  required: true,
  content: {
    'application/json': 'EnqueueFields',
    'application/x-www-form-urlencoded': 'EnqueueFields',
    'multipart/form-data': 'UploadForm',
  },
};
const RANGE_HEADER: ParamSpec = {
  name: 'Range',
  in: 'header',
  required: false,
  schema: z.string().max(100),
  description: 'One byte range, e.g. bytes=0-1023; several ranges are answered with the whole file',
};
// Live jobs (issue 30): long polling, synchronous enqueues and the event streams.
const waitParam = (maxS: number, what: string): ParamSpec => ({
  name: 'wait',
  in: 'query',
  required: false,
  schema: z.number().min(0).max(maxS),
  description: `Seconds (0 to ${maxS}) to ${what}; absent or 0: the answer is immediate, exactly as without it`,
});
const ENQUEUE_WAIT = waitParam(120, 'wait for the job to end: 200 with its poll view when it ends in time, else the usual 202');
const REDIRECT_PARAM: ParamSpec = {
  name: 'redirect',
  in: 'query',
  required: false,
  schema: z.enum(['1', 'true']),
  description: 'With wait: a job that completed in time answers 303 See Other to its download_url',
};
const SYNC_RESPONSES: Record<string, ResponseSpec> = {
  '200': json('JobStatusResponse', 'With wait: the job ended (completed, failed or cancelled) in time; its poll view'),
  '202': json('EnqueueResult', 'Accepted: the job is queued (with wait: it had not ended by then)'),
  '303': { description: 'With wait and redirect=1: the job completed; Location is its download_url', headers: { Location: '/download/<job_id>' } },
};
const STREAM_HEADERS: ParamSpec = {
  name: 'Last-Event-ID',
  in: 'header',
  required: false,
  schema: z.string().max(64),
  description: 'The id of the last event seen (EventSource sends it when it reconnects)',
};
const eventStream = (description: string): ResponseSpec => ({ description, contentType: 'text/event-stream', schema: { type: 'string' } });
const fileResponses = (disposition: string): Record<string, ResponseSpec> => ({
  '200': {
    description: `The result file (${disposition}), with its own MIME type`,
    contentType: '*/*',
    schema: { type: 'string', contentMediaType: 'application/octet-stream' },
    headers: { 'Content-Disposition': `${disposition}; filename=...`, 'Accept-Ranges': 'bytes' },
  },
  '206': {
    description: 'The requested byte range',
    contentType: '*/*',
    schema: { type: 'string', contentMediaType: 'application/octet-stream' },
    headers: { 'Content-Range': 'bytes start-end/size' },
  },
  '416': { description: 'The range lies outside the file', headers: { 'Content-Range': 'bytes */size' } },
});

/** Every route the service serves, in the order the documentation shows them. */
// Issue 41: regional prices (schemas in regional-schemas.ts).
const REGIONAL_OPERATIONS: OperationSpec[] = [
  {
    method: 'get', path: '/api/prices/regions', operationId: 'getRegionalPrices', tag: 'Prices', auth: ['apiKey', 'apiKeyQuery'],
    summary: 'One game’s Steam price in up to 12 regions, converted to one currency; each region costs one lookup',
    description: 'Converted through the euro with the European Central Bank’s daily reference rates (read at most once a day).',
    params: [
      { name: 'appid', in: 'query', required: true, schema: AppidParam },
      { name: 'regions', in: 'query', required: true, schema: z.string().max(200).describe('Comma-separated two-letter country codes, 1 to 12') },
      { name: 'currency', in: 'query', required: false, schema: z.string().length(3).describe('ISO 4217 code to convert into (USD when omitted)') },
    ],
    responses: { '200': { description: 'OK', schema: 'RegionalPricesResponse' } },
    errors: ['missing_api_key', 'invalid_api_key', 'invalid_appid', 'invalid_params', 'rate_limited', 'not_found', 'upstream_unavailable', 'internal'],
  },
];

export const OPERATIONS: OperationSpec[] = [
  {
    method: 'post', path: '/api/jobs', operationId: 'enqueueJob', tag: 'Jobs', auth: ['cookie', 'apiKey'],
    summary: 'Enqueue a job (url tools, or any tool with a file in multipart)',
    description:
      'Upload tools refuse a plain request with 400 upload_required: send the file through POST /upload. ' +
      'A url tool takes `url`, which must be a link to one video; it is rewritten to the canonical watch link. ' +
      'Jobs made here have source `web`. A browser request relying on the session cookie must come from this site (Origin check).',
    params: [ENQUEUE_WAIT, REDIRECT_PARAM],
    body: ENQUEUE_BODY,
    responses: SYNC_RESPONSES,
    errors: ENQUEUE_ERRORS,
  },
  {
    method: 'post', path: '/api/v1/convert', operationId: 'convert', tag: 'Jobs', auth: ['apiKey'],
    summary: 'Enqueue a job as a developer (API key required)',
    description: 'The same operation as POST /api/jobs with source `api`; the jobs belong to the key.',
    params: [ENQUEUE_WAIT, REDIRECT_PARAM],
    body: ENQUEUE_BODY,
    responses: SYNC_RESPONSES,
    errors: [...ENQUEUE_ERRORS, 'missing_api_key'],
  },
  {
    method: 'post', path: '/upload', operationId: 'uploadJob', tag: 'Jobs', auth: ['cookie', 'apiKey'],
    summary: 'Upload a file and enqueue a job on it',
    description: 'Multipart form with the file in the field `file` and the job fields beside it.',
    params: [ENQUEUE_WAIT, REDIRECT_PARAM],
    body: { required: true, content: { 'multipart/form-data': 'UploadForm' } },
    responses: SYNC_RESPONSES,
    errors: [...ENQUEUE_ERRORS, 'missing_file'],
  },
  {
    method: 'post', path: '/api/pipelines', operationId: 'enqueuePipeline', tag: 'Jobs', auth: ['cookie', 'apiKey'],
    summary: 'Enqueue a pipeline: several tools, one or more files, one job',
    description:
      'Multipart `file` fields and `steps` (JSON text), or JSON `{url, steps}` when the first step is a video-link tool. ' +
      'Each file runs through the chain; several results come back as one ZIP. The job is polled, downloaded and deleted ' +
      'on the job routes, whose answer adds `steps`, `step`, `step_tool` and, when it failed, `failed_step`. Every step is ' +
      'checked before anything runs; a refusal names the step (0-based) in `step`.',
    params: [ENQUEUE_WAIT, REDIRECT_PARAM],
    body: PIPELINE_BODY,
    responses: { ...SYNC_RESPONSES, '202': json('PipelineResult', 'Accepted: the pipeline is queued as one job (with wait: it had not ended by then)') },
    errors: PIPELINE_ERRORS,
  },
  {
    method: 'post', path: '/api/v1/pipelines', operationId: 'enqueuePipelineWithKey', tag: 'Jobs', auth: ['apiKey'],
    summary: 'Enqueue a pipeline as a developer (API key required)',
    description: 'The same operation as POST /api/pipelines with source `api`; the job belongs to the key.',
    params: [ENQUEUE_WAIT, REDIRECT_PARAM],
    body: PIPELINE_BODY,
    responses: { ...SYNC_RESPONSES, '202': json('PipelineResult', 'Accepted: the pipeline is queued as one job (with wait: it had not ended by then)') },
    errors: [...PIPELINE_ERRORS, 'missing_api_key'],
  },
  {
    method: 'post', path: '/api/recipes', operationId: 'saveRecipe', tag: 'Jobs', auth: ['cookie', 'apiKey'],
    summary: 'Save a pipeline as a recipe for its owner',
    description: 'Run it later with `recipe` on POST /api/pipelines (its id or name); `shared: true` also gives a page /r/<code> anyone may run it from, as their own job.',
    body: { required: true, content: { 'application/json': 'RecipeBody' } },
    responses: { '201': json('RecipeResult', 'Saved') },
    errors: ['invalid_request', 'unknown_tool', 'tool_disabled', 'invalid_params', 'invalid_pipeline', 'too_many_steps', 'limit_reached', 'rate_limited', 'invalid_api_key', 'forbidden', 'internal'],
  },
  {
    method: 'get', path: '/api/recipes', operationId: 'listRecipes', tag: 'Jobs', auth: ['cookie', 'apiKey'],
    summary: "The caller's recipes, oldest first",
    responses: { '200': json('RecipeList') },
    errors: ['rate_limited', 'invalid_api_key', 'internal'],
  },
  {
    method: 'delete', path: '/api/recipes/{id}', operationId: 'deleteRecipe', tag: 'Jobs', auth: ['cookie', 'apiKey'],
    summary: 'Delete one of your recipes', params: [{ name: 'id', in: 'path', required: true, schema: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).describe('Recipe id') }],
    responses: { '200': json('DeleteResult') },
    errors: ['not_found', 'rate_limited', 'invalid_api_key', 'forbidden', 'internal'],
  },
  {
    method: 'get', path: '/api/web/next-tools', operationId: 'webNextTools', tag: 'Jobs', auth: ['cookie'],
    summary: 'The web page’s “then…” list: tools that can follow these steps, with their forms',
    description: 'A tool is offered when it takes what the last step makes for at least one file type the first step takes (with each step’s own parameters, so a chosen `format` counts). The steps are checked as a recipe’s are; a refusal names the step.',
    params: [{ name: 'steps', in: 'query', required: true, schema: WebNextToolsQuery.shape.steps }],
    responses: { '200': json('WebNextTools') },
    errors: ['invalid_request', 'unknown_tool', 'tool_disabled', 'invalid_params', 'invalid_pipeline', 'too_many_steps', 'rate_limited', 'internal'],
  },
  {
    method: 'get', path: '/api/jobs', operationId: 'listMyJobs', tag: 'Jobs', auth: ['cookie', 'apiKey'],
    summary: "The caller's jobs, newest first (at most 50)",
    responses: { '200': json('SessionJobs') },
    errors: ['rate_limited', 'invalid_api_key', 'internal'],
  },
  {
    method: 'get', path: '/api/jobs/{id}', operationId: 'getJob', tag: 'Jobs', auth: ['cookie', 'apiKey'],
    summary: 'Poll a job', params: [jobId, waitParam(60, 'hold the answer until the job’s status, stage or progress changes (long polling); at the deadline the current view')],
    description: 'Another session’s job, or one that expired, is answered 404 like a job that never existed.',
    responses: { '200': json('JobStatusResponse') },
    errors: ['not_found', 'invalid_request', 'rate_limited', 'invalid_api_key', 'internal'],
  },
  {
    method: 'get', path: '/api/jobs/{id}/events', operationId: 'followJob', tag: 'Jobs', auth: ['cookie', 'apiKey'],
    summary: 'Follow a job as a stream of server-sent events', params: [jobId, STREAM_HEADERS],
    description:
      'Events `progress` (data: job_id, status, stage, progress, and steps, step, step_tool for a pipeline) while the ' +
      'job waits and runs, then exactly one of ' +
      '`completed`, `failed` or `cancelled` whose data is the poll view, and the stream ends; a job that already ended ' +
      'answers its final event at once. Every event has an id: reconnecting with Last-Event-ID gives what was missed, ' +
      'or the current state when that id is no longer kept. A comment line every 15 s keeps proxies from closing the ' +
      'stream; a stopping server ends it with a retry hint. Another session’s job is 404, as for the poll; more than ' +
      'MAX_STREAMS_PER_OWNER open streams of one caller (or MAX_STREAMS of the server) is 429.',
    responses: { '200': eventStream('The job’s events (text/event-stream)') },
    errors: ['not_found', 'rate_limited', 'invalid_api_key', 'internal'],
  },
  {
    method: 'get', path: '/api/events', operationId: 'followMyJobs', tag: 'Jobs', auth: ['cookie', 'apiKey'],
    summary: 'Follow every job of the session or key as a stream of server-sent events',
    description:
      'First an event for each of the caller’s current jobs (newest 20), then every change of any of them, new jobs ' +
      'included, with the same events and data as GET /api/jobs/{id}/events; the stream stays open. Counts against ' +
      'the same stream limits (429).',
    responses: { '200': eventStream('The caller’s job events (text/event-stream)') },
    errors: ['rate_limited', 'invalid_api_key', 'internal'],
  },
  {
    method: 'delete', path: '/api/jobs/{id}', operationId: 'deleteJob', tag: 'Jobs', auth: ['cookie', 'apiKey'],
    summary: 'Cancel a queued job, or delete any other (its files go at once)', params: [jobId],
    responses: { '200': json('DeleteResult') },
    errors: ['not_found', 'rate_limited', 'invalid_api_key', 'forbidden', 'internal'],
  },
  {
    method: 'get', path: '/download/{id}', operationId: 'downloadResult', tag: 'Files', auth: ['cookie', 'apiKey'],
    summary: "Download a completed job's result", params: [jobId, RANGE_HEADER],
    responses: fileResponses('attachment'),
    errors: ['not_found', 'rate_limited', 'invalid_api_key', 'internal'],
  },
  {
    method: 'get', path: '/preview/{id}', operationId: 'previewResult', tag: 'Files', auth: ['cookie', 'apiKey'],
    summary: 'View a completed job’s result inline',
    description: 'The path is /preview/<job_id>.<ext> with the extension of the output file (see preview_url).',
    params: [
      {
        name: 'id', in: 'path', required: true,
        schema: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9]{1,10}$/),
        description: '<job_id>.<ext>',
      },
      RANGE_HEADER,
    ],
    responses: fileResponses('inline'),
    errors: ['not_found', 'rate_limited', 'invalid_api_key', 'internal'],
  },
  {
    method: 'get', path: '/thumbnail/{id}', operationId: 'pdfThumbnail', tag: 'Files', auth: ['cookie', 'apiKey'],
    summary: 'First page of a completed PDF result as a PNG image', params: [jobId],
    responses: { '200': { description: 'PNG image', contentType: 'image/png', schema: { type: 'string', contentMediaType: 'image/png' } } },
    errors: ['not_found', 'rate_limited', 'invalid_api_key', 'unsupported_type', 'internal'],
  },
  {
    method: 'get', path: '/api/tools', operationId: 'listTools', tag: 'Tools', auth: [],
    summary: 'The catalogue of tools on this server, with parameter schemas',
    responses: { '200': json('ToolList') },
    errors: ['rate_limited', 'internal'],
  },
  {
    method: 'get', path: '/api/tools/{slug}', operationId: 'getTool', tag: 'Tools', auth: [],
    summary: 'One tool', params: [slug],
    responses: { '200': json('ToolOne') },
    errors: ['not_found', 'rate_limited', 'internal'],
  },
  {
    method: 'get', path: '/api/prices', operationId: 'getPrices', tag: 'Prices', auth: ['apiKey', 'apiKeyQuery'],
    summary: 'Lowest prices of one game',
    params: [
      { name: 'appid', in: 'query', required: true, schema: AppidParam },
      { name: 'region', in: 'query', required: false, schema: RegionQuery },
    ],
    responses: { '200': json('PriceResponse') },
    errors: PRICE_ERRORS,
  },
  {
    method: 'get', path: '/api/prices/history', operationId: 'getPriceHistory', tag: 'Prices', auth: ['apiKey', 'apiKeyQuery'],
    summary: 'Price history and every kind of low of one game',
    description:
      'Costs one lookup of the key’s budget. History is recorded from every answer the service computes (at most one point per game, region, kind and hour: the lowest) and, with ITAD_API_KEY, IsThereAnyDeal’s price log is merged on the first look.',
    params: [
      { name: 'appid', in: 'query', required: true, schema: AppidParam },
      { name: 'region', in: 'query', required: false, schema: RegionQuery },
      { name: 'days', in: 'query', required: false, schema: HistoryDays },
    ],
    responses: { '200': json('PriceHistoryResponse') },
    errors: PRICE_ERRORS,
  },
  ...(['png', 'svg'] as const).map(
    (format): OperationSpec => ({
      method: 'get', path: `/api/prices/chart.${format}`, operationId: format === 'png' ? 'getPriceChartPng' : 'getPriceChartSvg', tag: 'Prices', auth: ['apiKey', 'apiKeyQuery'],
      summary: `Price history chart as ${format === 'png' ? 'a PNG image' : 'an SVG document'} (800×400)`,
      description:
        'Step lines of the best official-store offer, the best key-reseller offer and the regular price, the lowest price marked and labelled. Costs one lookup of the key’s budget; cached by game, region, days and theme until a new point changes it. A game with too little history gets an image that says so.',
      params: [
        { name: 'appid', in: 'query', required: true, schema: AppidParam },
        { name: 'region', in: 'query', required: false, schema: RegionQuery },
        { name: 'days', in: 'query', required: false, schema: HistoryDays },
        { name: 'theme', in: 'query', required: false, schema: z.enum(['light', 'dark']).describe('Colours (light by default)') },
      ],
      responses: {
        '200': format === 'png'
          ? { description: 'PNG image', contentType: 'image/png', schema: { type: 'string', contentMediaType: 'image/png' } }
          : { description: 'SVG document', contentType: 'image/svg+xml', schema: { type: 'string', contentMediaType: 'image/svg+xml' } },
      },
      errors: PRICE_ERRORS,
    }),
  ),
  {
    method: 'get', path: '/api/prices/batch', operationId: 'getPricesBatch', tag: 'Prices', auth: ['apiKey', 'apiKeyQuery'],
    summary: 'Prices of up to 100 games; each id costs one lookup of the key’s budget',
    params: [
      { name: 'appids', in: 'query', required: true, schema: z.string().max(1100).describe('Comma-separated app ids') },
      { name: 'region', in: 'query', required: false, schema: RegionQuery },
    ],
    responses: { '200': json('PriceBatchResponse', 'OK; an id no source knows maps to null') },
    errors: PRICE_ERRORS,
  },
  {
    method: 'get', path: '/api/prices/search', operationId: 'searchGames', tag: 'Prices', auth: ['apiKey', 'apiKeyQuery'],
    summary: 'Find app ids by title (up to 10 candidates)',
    params: [{ name: 'q', in: 'query', required: true, schema: WebSearchQuery.shape.q }],
    responses: { '200': json('PriceSearchResponse') },
    errors: PRICE_ERRORS,
  },
  {
    method: 'get', path: '/api/web/prices', operationId: 'webPrices', tag: 'Prices', auth: ['cookie'],
    summary: 'The web page’s price lookup (no key needed)',
    description: 'Charged to the client address and to the session, each with the per-key price budget (PRICE_RATE_LIMIT_PER_MIN).',
    params: [
      { name: 'appid', in: 'query', required: true, schema: AppidParam },
      { name: 'region', in: 'query', required: false, schema: RegionQuery },
    ],
    responses: { '200': json('PriceResponse') },
    errors: WEB_PRICE_ERRORS,
  },
  {
    method: 'get', path: '/api/web/prices/search', operationId: 'webSearchGames', tag: 'Prices', auth: ['cookie'],
    summary: 'The web page’s title search',
    params: [{ name: 'q', in: 'query', required: true, schema: WebSearchQuery.shape.q }],
    responses: { '200': json('PriceSearchResponse') },
    errors: WEB_PRICE_ERRORS,
  },
  {
    method: 'get', path: '/api/admin/session', operationId: 'adminSession', tag: 'Admin', auth: ['admin'],
    summary: 'Check the admin token (sign-in)',
    description: 'A wrong token is 401 and counts toward a lock-out of the client address (429 while locked).',
    responses: { '200': json('AdminSession') },
    errors: ADMIN_ERRORS,
  },
  {
    method: 'get', path: '/api/admin/tools', operationId: 'adminTools', tag: 'Admin', auth: ['admin'],
    summary: 'Tools with use counts, daily tool_start and error events, and flags',
    params: [{ name: 'days', in: 'query', required: false, schema: DaysQuery.shape.days }],
    responses: { '200': json('AdminTools') },
    errors: [...ADMIN_ERRORS, 'invalid_request'],
  },
  {
    method: 'put', path: '/api/admin/flags/tools/{slug}', operationId: 'setToolFlag', tag: 'Admin', auth: ['admin'],
    summary: 'Switch one tool on or off (at once, persisted)', params: [slug],
    body: { required: true, content: { 'application/json': 'FlagBody' } },
    responses: { '200': json('FlagResult') },
    errors: [...ADMIN_ERRORS, 'not_found', 'invalid_request'],
  },
  {
    method: 'put', path: '/api/admin/flags/categories/{category}', operationId: 'setCategoryFlag', tag: 'Admin', auth: ['admin'],
    summary: 'Switch a whole category on or off',
    params: [{ name: 'category', in: 'path', required: true, schema: CategoryParam }],
    body: { required: true, content: { 'application/json': 'FlagBody' } },
    responses: { '200': json('FlagResult') },
    errors: [...ADMIN_ERRORS, 'not_found', 'invalid_request'],
  },
  {
    method: 'get', path: '/api/admin/queue', operationId: 'adminQueue', tag: 'Admin', auth: ['admin'],
    summary: 'Queue counts and the 50 most recent jobs (no file contents, no owners)',
    responses: { '200': json('AdminQueue') },
    errors: ADMIN_ERRORS,
  },
  {
    method: 'delete', path: '/api/admin/jobs/{id}', operationId: 'adminCancelJob', tag: 'Admin', auth: ['admin'],
    summary: 'Cancel or delete any job', params: [jobId],
    responses: { '200': json('DeleteResult') },
    errors: [...ADMIN_ERRORS, 'not_found'],
  },
  {
    method: 'get', path: '/api/admin/keys', operationId: 'adminListKeys', tag: 'Admin', auth: ['admin'],
    summary: 'Developer API keys (never the keys themselves)',
    responses: { '200': json('KeyList') },
    errors: ADMIN_ERRORS,
  },
  {
    method: 'post', path: '/api/admin/keys', operationId: 'adminCreateKey', tag: 'Admin', auth: ['admin'],
    summary: 'Create an API key; the key is in this answer only',
    body: { required: true, content: { 'application/json': 'KeyCreateBody' } },
    responses: { '201': json('KeyCreated', 'Created') },
    errors: [...ADMIN_ERRORS, 'invalid_request'],
  },
  {
    method: 'delete', path: '/api/admin/keys/{id}', operationId: 'adminRevokeKey', tag: 'Admin', auth: ['admin'],
    summary: 'Revoke an API key',
    params: [{ name: 'id', in: 'path', required: true, schema: KeyIdParam }],
    responses: { '200': json('KeyRevoked') },
    errors: [...ADMIN_ERRORS, 'not_found'],
  },
  {
    method: 'get', path: '/api/admin/prices/cache', operationId: 'adminPriceCache', tag: 'Admin', auth: ['admin'],
    summary: 'Price cache entries and hit rate',
    responses: { '200': json('CacheStats') },
    errors: ADMIN_ERRORS,
  },
  {
    method: 'delete', path: '/api/admin/prices/cache', operationId: 'adminClearPriceCache', tag: 'Admin', auth: ['admin'],
    summary: 'Empty the price cache',
    responses: { '200': json('CacheCleared') },
    errors: [...ADMIN_ERRORS, 'not_found'],
  },
  {
    method: 'get', path: '/healthz', operationId: 'health', tag: 'Service', auth: [],
    summary: 'Liveness check: 503 while an engine does not answer or free disk space is under MIN_FREE_DISK_MB',
    responses: { '200': json('Health'), '503': json('HealthDown', 'An engine does not answer, or the disk is under its floor') }, errors: [],
  },
  {
    method: 'get', path: '/readyz', operationId: 'readiness', tag: 'Service', auth: [],
    summary: 'Readiness check: engines answer, disk above its floor, not shutting down (503 with the same body when not); each bot\'s state beside them',
    responses: { '200': json('Readiness') }, errors: [],
  },
  {
    method: 'get', path: '/version', operationId: 'version', tag: 'Service', auth: [],
    summary: 'Version, commit and the engines’ versions', responses: { '200': json('VersionInfo') }, errors: [],
  },
  {
    method: 'get', path: '/openapi.json', operationId: 'openapi', tag: 'Service', auth: [],
    summary: 'This document',
    responses: { '200': { description: 'OpenAPI 3.1 document', schema: { type: 'object' } } },
    errors: [],
  },
  { method: 'get', path: '/docs', operationId: 'docsPage', tag: 'Web pages', auth: [], summary: 'Readable API documentation', responses: { '200': html('HTML page') }, errors: [] },
  { method: 'get', path: '/', operationId: 'hubPage', tag: 'Web pages', auth: [], summary: 'The tool catalogue with search',
    params: [{ name: 'q', in: 'query', required: false, schema: z.string().max(100).describe('Search words') }],
    responses: { '200': html('HTML page') }, errors: [] },
  { method: 'get', path: '/tools/{slug}', operationId: 'toolPage', tag: 'Web pages', auth: [], summary: 'A tool’s page', params: [slug], responses: { '200': html('HTML page') }, errors: ['not_found'] },
  {
    method: 'get', path: '/r/{code}', operationId: 'recipePage', tag: 'Web pages', auth: [], summary: 'A shared recipe, read-only, with "use this recipe"',
    params: [{ name: 'code', in: 'path', required: true, schema: z.string().max(64).describe('Share code') }],
    responses: { '200': html('HTML page') }, errors: ['not_found'],
  },
  { method: 'get', path: '/jobs', operationId: 'jobsPage', tag: 'Web pages', auth: [], summary: 'My jobs', responses: { '200': html('HTML page') }, errors: [] },
  { method: 'get', path: '/prices', operationId: 'pricesPage', tag: 'Web pages', auth: [], summary: 'Game price lookup', responses: { '200': html('HTML page') }, errors: [] },
  {
    method: 'get', path: '/language', operationId: 'languagePicker', tag: 'Web pages', auth: [],
    summary: 'The pages’ language picker: keeps the language in the `lang` cookie (an unknown one removes it) and goes back',
    params: [
      { name: 'lang', in: 'query', required: false, schema: z.string().max(35).describe('A language tag of the catalogue, e.g. de, pt-BR') },
      { name: 'back', in: 'query', required: false, schema: z.string().max(2000).describe('The local path to go back to') },
    ],
    responses: {
      '204': { description: 'Without back: the choice is kept' },
      '302': { description: 'Back to the page (a local path only)', headers: { Location: '/' } },
    },
    errors: [],
  },
  { method: 'get', path: '/admin', operationId: 'adminPage', tag: 'Web pages', auth: [], summary: 'Admin panel', responses: { '200': html('HTML page') }, errors: [] },
  {
    method: 'get', path: '/static/{path}', operationId: 'staticAsset', tag: 'Web pages', auth: [],
    summary: 'Style sheets, scripts and icons of the pages',
    params: [{ name: 'path', in: 'path', required: true, schema: z.string().max(200) }],
    responses: { '200': { description: 'The file', contentType: '*/*', schema: { type: 'string' } }, '304': { description: 'Not modified' } },
    errors: ['not_found'],
  },
  ...WEBHOOK_OPERATIONS,
  ...DEAL_OPERATIONS,
  ...MCP_OPERATIONS,
  ...GIVEAWAY_OPERATIONS,
  ...REGIONAL_OPERATIONS,
  ...UPLOAD_LINK_OPERATIONS,
  ...TELEGRAM_OPERATIONS,
];

export const TAGS: Array<{ name: string; description: string }> = [
  { name: 'Jobs', description: 'Enqueue, poll, cancel and delete background jobs (spec part 4B).' },
  { name: 'Files', description: 'Results of completed jobs; only the owning session or key may read them.' },
  { name: 'Tools', description: 'The catalogue of file tools and their parameters.' },
  { name: 'Prices', description: 'Game price lookup across stores (spec part 4A); requires an API key.' },
  { name: 'Webhooks', description: 'Price watches whose alerts, like job ends, are POSTed to a callback URL, signed (see the README).' },
  { name: 'Deals', description: 'Game deals: an Atom feed for everyone, and signed deal.new / deal.ended webhooks for API keys.' },
  { name: 'Agents (MCP)', description: 'The Model Context Protocol server for AI agents (README "Agents (MCP)"); API keys only.' },
  { name: 'Admin', description: 'The admin panel’s API: Authorization: Bearer <ADMIN_TOKEN>.' },
  { name: 'Service', description: 'Health and this document.' },
  { name: 'Web pages', description: 'HTML pages for people.' },
];
