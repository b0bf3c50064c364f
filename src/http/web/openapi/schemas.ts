import { z } from 'zod';
import type { ErrorCode } from '../../../core/errors.js';
import { MAX_APPID } from '../../../core/prices/region.js';
import { SEED_PARAM_KEYS } from '../../../core/tools/params.js';
import { TOOL_CATEGORIES } from '../../../core/tools/tool.types.js';
import { CALLBACK_URL, WEBHOOK_REQUEST_SCHEMAS, WEBHOOK_RESPONSE_SCHEMAS } from './webhook-schemas.js';
import { DEAL_REQUEST_SCHEMAS, DEAL_RESPONSE_SCHEMAS } from './deal-schemas.js';
import { TELEGRAM_REQUEST_SCHEMAS, TELEGRAM_RESPONSE_SCHEMAS } from './telegram-schemas.js';
import { MCP_REQUEST_SCHEMAS } from './mcp-schemas.js';
import { GIVEAWAY_RESPONSE_SCHEMAS } from './giveaway-schemas.js';
import { REGIONAL_RESPONSE_SCHEMAS } from './regional-schemas.js';
import { UPLOAD_LINK_REQUEST_SCHEMAS, UPLOAD_LINK_RESPONSE_SCHEMAS } from './upload-link-schemas.js';

/**
 * The zod schemas of the HTTP API. The admin and web routes validate their input with the request schemas
 * here; the OpenAPI document is generated from all of them (and from each tool's own parameter schema).
 */

export const ERROR_CODES = [
  'unknown_tool', 'upload_required', 'url_required', 'invalid_url', 'invalid_params', 'missing_file',
  'file_too_large', 'unsupported_type', 'limit_reached', 'rate_limited', 'not_found', 'missing_api_key',
  'invalid_api_key', 'unauthorized', 'forbidden', 'tool_disabled', 'invalid_appid', 'invalid_request',
  'upstream_unavailable', 'internal', 'invalid_callback_url', 'service_unavailable',
  'insufficient_storage', 'link_gone',
  'invalid_pipeline', 'too_many_steps', 'too_many_files',
] as const satisfies readonly ErrorCode[];
// Fails to compile when a code is added to ErrorCode but not listed above.
type MissingCode = Exclude<ErrorCode, (typeof ERROR_CODES)[number]>;
export const ALL_CODES_LISTED: MissingCode extends never ? true : never = true;

export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed', 'cancelled'] as const;

// ---- requests (validated by the routes in this folder) ----

export const FlagBody = z
  .object({ enabled: z.boolean().describe('true switches on, false switches off') })
  .describe('New state of a feature flag');

export const KeyCreateBody = z
  .object({ label: z.string().trim().min(1).max(100).describe('What the key is for, shown in the panel') })
  .describe('A developer API key to create');

export const DaysQuery = z.object({
  days: z.coerce.number().int().min(1).max(90).default(14).describe('Days of analytics to sum, ending today (UTC)'),
});

export const JobIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).describe('Job id as returned by enqueue');
export const KeyIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).describe('API key id (not the key)');
export const SlugParam = z.string().regex(/^[a-z0-9-]{1,64}$/).describe('Tool slug');
export const CategoryParam = z.enum(TOOL_CATEGORIES).describe('Tool category');

/** What the web price route reads from its query string; the document shows the value as `AppidParam`. */
const AppidText = z.string().regex(/^\d{1,10}$/);
/**
 * The `appid` query parameter as the spec types it: an integer. A query string carries text, so the routes parse
 * the digits themselves (`AppidText` here, the price router its own parser), each answering `invalid_appid`.
 */
export const AppidParam = z
  .number()
  .int()
  .min(1)
  .max(MAX_APPID)
  .describe('Store-platform application id (platform_appid), a positive integer');
export const RegionQuery = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .optional()
  .describe('Two-letter country code that picks the store region and currency; default set by the server');
export const WebPriceQuery = z.object({ appid: AppidText, region: RegionQuery });
export const WebSearchQuery = z.object({ q: z.string().trim().min(1).max(100).describe('Game title, 1 to 100 characters') });

const paramValue = z.union([z.string(), z.number()]);
const seedShape = Object.fromEntries(
  SEED_PARAM_KEYS.map((k) => [k, paramValue.optional().describe(`Tool parameter; see the tool's params schema`)]),
) as Record<(typeof SEED_PARAM_KEYS)[number], z.ZodOptional<typeof paramValue>>;

export function enqueueFields(slugs: readonly string[]) {
  const tool = slugs.length > 0 ? z.enum(slugs as [string, ...string[]]) : z.string();
  return z
    .object({
      tool: tool.describe('Tool slug (GET /api/tools)'),
      url: z.string().max(2048).optional().describe('For url tools: the link of one video'),
      _operation: z.string().optional().describe("Defaults to the tool's own operation; any other value is refused"),
      callback_url: CALLBACK_URL.optional(),
      ...seedShape,
    })
    .describe('Only these keys are kept; the parameters a tool takes are in components/schemas/params.<slug>');
}

export function uploadForm(slugs: readonly string[]) {
  return enqueueFields(slugs)
    .extend({
      file: z
        .string()
        .meta({ contentMediaType: 'application/octet-stream' })
        .describe('The input file; its type is decided from its content (magic bytes), never from its name'),
    })
    .describe('Multipart form: the file and the same fields as POST /api/jobs');
}

// ---- responses ----

export const ErrorBody = z
  .object({
    ok: z.literal(false),
    error: z.enum(ERROR_CODES).describe('Machine-readable code'),
    message: z.string().optional().describe('For people; absent for not_found'),
    field: z.string().optional().describe('The request field the error is about, when there is one'),
    step: z.number().int().min(0).optional().describe('Pipelines: the step (0-based) a refusal is about'),
  })
  .describe('Every refusal has this shape');

export const Health = z.object({ ok: z.literal(true) });
const Check = z.object({ ok: z.boolean(), detail: z.string().optional().describe('A short fact: free space, which engine is down') });
export const HealthDown = z
  .object({
    ok: z.literal(false),
    engines: z.record(z.string(), z.boolean()).optional().describe('Each engine (postgres, redis) and whether it answers'),
    disk: Check.optional().describe('Free space under DATA_DIR is below MIN_FREE_DISK_MB: new jobs are refused with 507'),
  })
  .describe('An engine does not answer, or the disk is under its floor');
const ReadinessCheck = Check.extend({
  state: z.enum(['starting', 'retrying', 'up', 'off', 'failed']).optional().describe("A bot's state (the bot:<name> checks)"),
});
export const Readiness = z
  .object({
    ok: z.boolean(),
    checks: z
      .record(z.string(), ReadinessCheck)
      .describe('Each readiness check by name: shutdown, engines, disk, and bot:telegram / bot:discord, which are reported but never make the process unready'),
  })
  .describe('Whether this process should take traffic, and why not');
export const VersionInfo = z.object({
  ok: z.literal(true),
  version: z.string(),
  commit: z.string().nullable().describe('The git commit, or null when unknown'),
  node: z.string(),
  sharp: z.string(),
  libvips: z.string(),
  ffmpeg: z.string().nullable(),
  mupdf: z.string().nullable(),
});

export const ToolInfo = z.object({
  id: z.number().int().describe('Position in the catalogue, 1-based'),
  slug: z.string(),
  operation: z.string().describe('Default of the _operation field'),
  kind: z.enum(['upload', 'url']),
  category: z.enum(TOOL_CATEGORIES),
  title: z.string(),
  description: z.string(),
  params: z.record(z.string(), z.unknown()).describe('JSON Schema of the parameters (as components/schemas/params.<slug>)'),
  accepts: z.array(z.string()).describe('MIME types accepted, by content'),
  output: z.string().describe('MIME type of the result, or "same as input"'),
  limits: z
    .object({
      maxDurationS: z.number().optional().describe('Longest audio or video input, seconds'),
      maxPixels: z.number().int().optional().describe('Most pixels of one decoded image or video frame'),
      maxFrames: z.number().int().optional().describe('Most frames one input may hold'),
      maxPages: z.number().int().optional().describe('Most pages of an input PDF (or of the PDF a creator makes)'),
      maxSelectedPages: z.number().int().optional().describe('Most pages one job may render or select'),
      maxOutputs: z.number().int().optional().describe('Most files in the result ZIP'),
      maxLines: z.number().int().optional().describe('Most lines of text one job takes'),
      maxTextBytes: z.number().int().optional().describe('Longest text input, bytes'),
      maxUnpackedBytes: z.number().int().optional().describe('Most bytes an office package (docx, xlsx, pptx, odt, …) may unpack to'),
    })
    .describe('Caps this tool enforces; a job over one is refused (413 file_too_large, or 422 for a parameter)'),
  enabled: z.boolean().describe('False while an admin has switched the tool or its category off'),
  use_count: z.number().int().describe('Accepted jobs so far'),
});
export const ToolList = z.object({ ok: z.literal(true), count: z.number().int(), tools: z.array(ToolInfo) });
export const ToolOne = z.object({ ok: z.literal(true), tool: ToolInfo });

export const EnqueueResult = z.object({
  ok: z.literal(true),
  job_id: z.string(),
  status: z.literal('queued'),
  poll_url: z.string().describe('Absolute URL of GET /api/jobs/{id}'),
  callback_url: z.string().optional().describe('The callback URL, when one was given'),
});

const timestamp = z.string().describe('UTC, YYYY-MM-DD HH:MM:SS');
export const JobView = z.object({
  job_id: z.string(),
  status: z.enum(JOB_STATUSES),
  stage: z.string().describe('Current processing stage (free text such as queued, processing, done)'),
  progress: z.number().int().min(0).max(100),
  created_at: timestamp,
  expires_at: timestamp,
  download_url: z.string().optional().describe('Completed only: /download/<job_id>'),
  preview_url: z.string().optional().describe('Completed only: /preview/<job_id>.<ext>'),
  output_name: z.string().optional().describe('Completed only'),
  output_size: z.number().int().optional().describe('Completed only, bytes'),
  output_note: z
    .discriminatedUnion('code', [
      z.object({
        code: z.literal('trimmed'),
        from_s: z.number().describe('Seconds of input'),
        to_s: z.number().describe('Seconds kept'),
        message: z.string(),
      }),
      z.object({
        code: z.literal('unchanged'),
        files: z.number().int().describe('Files unpacked from an archive that the next step does not take, in the result unchanged'),
        total: z.number().int().describe('Files unpacked from the archive'),
        message: z.string(),
      }),
    ])
    .optional()
    .describe(
      "Completed only, when the result is not all the input made: a clip cut to a platform's length, or a pipeline's archive files its next step does not take, put in the result unchanged",
    ),
  output_settings: z
    .object({
      target_size: z.number().int().describe('The target_size asked for, bytes'),
      reached_bytes: z.number().int().describe('The size reached, bytes (at most target_size)'),
      quality: z.number().int().optional().describe('Images: the encoder quality chosen (1–100); PDFs: its images\' JPEG quality'),
      width: z.number().int().optional().describe('Images, videos, GIFs: the result\'s width, px'),
      height: z.number().int().optional().describe('Images, videos, GIFs: the result\'s height, px'),
      bitrate_kbps: z.number().int().optional().describe('Videos: the picture\'s average rate, kbit/s'),
      audio_kbps: z.number().int().optional().describe('Videos with sound and audio: the sound\'s rate, kbit/s'),
      passes: z.number().int().optional().describe('Videos: encoding passes (2)'),
      fps: z.number().optional().describe('GIFs: frames per second'),
      colours: z.number().int().optional().describe('GIFs: palette size'),
      max_side: z.number().int().optional().describe('PDFs: the longest side of its images, px'),
      lossless: z.boolean().optional().describe('PDFs: true when the lossless rewrite alone fitted'),
    })
    .optional()
    .describe('Completed only, when target_size was given: what the size search settled on'),
  message: z.string().optional().describe('Failed only: what went wrong, for people'),
  steps: z.number().int().min(1).optional().describe('Pipelines only: how many steps'),
  step: z.number().int().min(1).optional().describe('Pipelines only: the step running or last run, 1-based'),
  step_tool: z.string().optional().describe("Pipelines only: that step's tool"),
  failed_step: z
    .object({ index: z.number().int().min(1).describe('1-based, as `step`'), tool: z.string() })
    .optional()
    .describe('Failed pipelines only: the step it failed in'),
});
export const JobStatusResponse = JobView.extend({ ok: z.literal(true) });
export const PipelineResult = EnqueueResult.extend({ steps: z.number().int().min(1).describe('How many steps the pipeline has') });

const STEPS = z
  .array(z.object({ tool: z.string().describe('Tool slug') }).catchall(z.unknown()).describe("{tool, …that tool's parameters as on POST /api/jobs}"))
  .min(1)
  .describe('The steps in order, at most MAX_PIPELINE_STEPS');
const RecipeViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  steps: z.array(z.record(z.string(), z.unknown())).describe('As a pipeline request sends them'),
  shared: z.boolean(),
  share_url: z.string().optional().describe('Shared recipes only: the read-only page /r/<code>'),
});
export const RecipeResult = z.object({ ok: z.literal(true), recipe: RecipeViewSchema });
export const RecipeList = z.object({ ok: z.literal(true), recipes: z.array(RecipeViewSchema) });
export const RecipeBody = z
  .object({
    name: z.string().min(1).max(60).describe('1–60 letters, digits, spaces, dots, dashes, underscores; unique per owner'),
    steps: STEPS,
    shared: z.boolean().optional().describe('true gives the recipe a share code and a page /r/<code>'),
  })
  .describe('A pipeline to save; its steps are checked now and again when it runs');

export const PipelineJson = z
  .object({
    steps: STEPS.optional(),
    recipe: z.string().max(64).optional().describe('Instead of steps: your recipe’s id or name, or a shared recipe’s code'),
    url: z.string().max(2048).optional().describe('When the first step is a video-link tool: the link of one video'),
    callback_url: CALLBACK_URL.optional(),
  })
  .describe('A pipeline whose first step is a video-link tool');
export const PipelineForm = z
  .object({
    steps: z.string().optional().describe('The steps as JSON text: [{"tool":"image-resize","width":640},{"tool":"image-grayscale"}]'),
    recipe: z.string().max(64).optional().describe('Instead of steps: your recipe’s id or name, or a shared recipe’s code'),
    file: z
      .array(z.string().meta({ contentMediaType: 'application/octet-stream' }))
      .min(1)
      .describe('One or more files (at most MAX_FILES_PER_JOB, together at most MAX_UPLOAD_MB); each runs through the chain'),
    callback_url: CALLBACK_URL.optional(),
  })
  .describe('Multipart form: the files and the steps');
export const DeleteResult = z.object({ ok: z.literal(true), deleted: z.literal(true) });
/** The web page's "then…" list: the steps so far, as JSON text in the query. */
export const WebNextToolsQuery = z.object({
  steps: z.string().min(2).max(8000).describe('The steps so far as JSON text: [{"tool":"image-resize","width":640}]'),
});
const FormFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  control: z.enum(['number', 'select', 'text']),
  required: z.boolean(),
  description: z.string(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.string().optional().describe('"1" for whole numbers, "any" for decimals'),
  default: z.string().optional(),
  options: z.array(z.string()).optional(),
  hint: z.string().describe('Short summary of the allowed values'),
});
export const WebNextTools = z.object({
  ok: z.literal(true),
  tools: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      fields: z.array(FormFieldSchema).describe("The step's form controls, from its parameter schema"),
    }),
  ).describe('Switched-on tools that take what the last step makes, in catalogue order'),
});
export const SessionJob = JobView.extend({ tool: z.string(), title: z.string() });
export const SessionJobs = z.object({ ok: z.literal(true), jobs: z.array(SessionJob) });

const Offer = z.object({
  price: z.number(),
  store: z.string().nullable(),
  cut: z.number().int().nullable().describe('Discount in whole percent'),
});
export const Game = z.object({
  title: z.string().nullable(),
  slug: z.string().nullable(),
  platform_appid: z.number().int(),
  regular_price: z.number().nullable(),
  best_official: Offer.nullable().describe('Best offer from an official store'),
  best_keyshop: Offer.nullable().describe('Best offer from a key reseller'),
  all_time_low: z
    .object({ price: z.number(), store: z.string().nullable(), date: z.string().nullable().describe('YYYY-MM-DD') })
    .nullable(),
  active_deals: z.number().int().nullable(),
  metacritic: z.number().int().nullable(),
  currency: z.string().describe('ISO 4217 code of every price'),
  region: z.string(),
  updated_at: z.string().describe('When the sources were asked (ISO 8601, UTC)'),
  stale: z.boolean().describe('True when the sources were unreachable and an older answer is served'),
  sources: z.array(z.string()),
  urls: z.record(z.string(), z.string()),
  bundles: z
    .array(
      z.object({
        store: z.string().nullable().describe('Who sells the bundle; null when the source does not say (GG.deals)'),
        title: z.string(),
        price: z.number().nullable().describe('The cheapest tier that holds the game (IsThereAnyDeal), else the cheapest tier'),
        currency: z.string().nullable(),
        ends_at: z.string().nullable().describe('ISO 8601, UTC; null when no end is known'),
        url: z.string().nullable(),
        source: z.string(),
      }),
    )
    .optional()
    .describe('Current bundles holding the game (IsThereAnyDeal, GG.deals); absent when neither key is set'),
  subscriptions: z
    .array(z.object({ name: z.string().describe('Game Pass, EA Play, Ubisoft+…'), leaving_at: z.string().nullable().describe('ISO 8601, UTC, when announced'), source: z.string() }))
    .optional()
    .describe('Subscription catalogues the game is in (IsThereAnyDeal); absent when its key is not set'),
});
const Low = z.object({
  price: z.number(),
  shop: z.string().nullable(),
  date: z.string().nullable().describe('YYYY-MM-DD; null when the source gives no date'),
});
export const Lows = z
  .object({
    all_time: Low.nullable().describe('Lowest price at any store, official or key reseller'),
    official: Low.nullable().describe('Lowest price at an official store'),
    keyshop: Low.nullable().describe('Lowest price at a key reseller'),
    steam: Low.nullable().describe('Lowest price on Steam itself'),
    since_increase: Low.extend({ since: z.string().nullable().describe('Day of the last regular-price increase (YYYY-MM-DD); null when none was seen') })
      .nullable()
      .describe('Lowest official price since the regular price last went up'),
  })
  .describe('Every kind of low, from the recorded history, IsThereAnyDeal’s log and the lows the sources report (docs/prices.md)');
export const PricedGame = Game.extend({ lows: Lows });
export const PriceResponse = z.object({ game: PricedGame });
export const HistoryPoint = z.object({
  at: z.string().describe('When it was seen (ISO 8601, UTC)'),
  kind: z.enum(['official', 'keyshop', 'regular', 'steam']).describe('Best official offer, best key-reseller offer, regular price or Steam’s own price'),
  price: z.number(),
  regular: z.number().nullable(),
  cut: z.number().int().nullable().describe('Discount in whole percent'),
  shop: z.string().nullable(),
});
export const PriceHistoryResponse = z.object({
  history: z.object({
    appid: z.number().int(),
    region: z.string(),
    currency: z.string().describe('ISO 4217 code of every price'),
    points: z.array(HistoryPoint).describe('The period’s points, plus the last one of each kind before it (the price in effect when it starts); at most one per kind and hour, one a day after a week'),
    lows: Lows,
    sources: z.array(z.string()).describe('observed (recorded from lookups), isthereanydeal (its price log), ggdeals (its reported lows)'),
  }),
});
export const PriceBatchResponse = z.object({ games: z.record(z.string(), Game.nullable()) });
export const PriceSearchResponse = z.object({
  results: z.array(z.object({ title: z.string(), appid: z.number().int() })).max(10),
});

export const AdminSession = z.object({ ok: z.literal(true), tools: z.number().int(), admin: z.literal(true) });
const DayCounts = z.object({ tool_start: z.number().int(), error: z.number().int() });
export const AdminTool = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.enum(TOOL_CATEGORIES),
  kind: z.enum(['upload', 'url']),
  enabled: z.boolean().describe('Whether jobs run: no flag (tool, category, url tools) is off'),
  flag: z.boolean().describe("The tool's own switch"),
  use_count: z.number().int(),
  tool_start: z.number().int().describe('Jobs started in the period'),
  error: z.number().int().describe('error events (invalid links) in the period'),
  daily: z.record(z.string(), DayCounts).describe('Per day (YYYY-MM-DD) with any activity'),
});
export const AdminTools = z.object({
  ok: z.literal(true),
  days: z.array(z.string()),
  totals: z.array(DayCounts.extend({ day: z.string() })),
  categories: z.array(
    z.object({ category: z.enum(TOOL_CATEGORIES), enabled: z.boolean(), tools: z.number().int() }),
  ),
  tools: z.array(AdminTool),
});
export const FlagResult = z.object({ ok: z.literal(true), name: z.string(), enabled: z.boolean() });
export const QueueStats = z.object({
  waiting: z.number().int(),
  running: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
});
export const AdminQueue = z.object({
  ok: z.literal(true),
  stats: QueueStats,
  jobs: z.array(JobView.extend({ tool: z.string(), source: z.string() })),
});
const KeyRecord = z.object({
  id: z.string(),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export const KeyList = z.object({ ok: z.literal(true), keys: z.array(KeyRecord) });
export const KeyCreated = z.object({
  ok: z.literal(true),
  id: z.string(),
  label: z.string(),
  key: z.string().describe('The key itself; shown only in this answer'),
  created_at: z.string(),
  webhook_secret: z.string().describe('The key’s webhook signing secret (whsec_…); shown only in this answer'),
});
export const KeyRevoked = z.object({ ok: z.literal(true), revoked: z.literal(true) });
export const CacheStats = z.object({
  ok: z.literal(true),
  available: z.boolean().describe('False when this server cannot report on its price cache'),
  entries: z.number().int().nullable(),
  hits: z.number().int(),
  misses: z.number().int(),
  hit_rate: z.number().min(0).max(1).nullable(),
  clearable: z.boolean(),
});
export const CacheCleared = z.object({ ok: z.literal(true), cleared: z.literal(true) });

/** Registered under these names in components/schemas. */
export const RESPONSE_SCHEMAS = {
  ErrorBody, Health, HealthDown, Readiness, VersionInfo, ToolInfo, ToolList, ToolOne, EnqueueResult, JobView, JobStatusResponse, DeleteResult,
  PipelineResult, RecipeResult, RecipeList, WebNextTools,
  SessionJob, SessionJobs, Game, PricedGame, Lows, HistoryPoint, PriceHistoryResponse, PriceResponse, PriceBatchResponse, PriceSearchResponse, AdminSession, AdminTool,
  AdminTools, FlagResult, QueueStats, AdminQueue, KeyList, KeyCreated, KeyRevoked, CacheStats, CacheCleared,
  ...WEBHOOK_RESPONSE_SCHEMAS,
  ...DEAL_RESPONSE_SCHEMAS,
  ...GIVEAWAY_RESPONSE_SCHEMAS,
  ...REGIONAL_RESPONSE_SCHEMAS,
  ...UPLOAD_LINK_RESPONSE_SCHEMAS,
  ...TELEGRAM_RESPONSE_SCHEMAS,
} as const;

export const REQUEST_SCHEMAS = { FlagBody, KeyCreateBody, PipelineJson, PipelineForm, RecipeBody, ...WEBHOOK_REQUEST_SCHEMAS, ...DEAL_REQUEST_SCHEMAS, ...MCP_REQUEST_SCHEMAS, ...UPLOAD_LINK_REQUEST_SCHEMAS, ...TELEGRAM_REQUEST_SCHEMAS } as const;
