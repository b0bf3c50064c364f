import { z } from 'zod';
import type { ErrorCode } from '../../../core/errors.js';
import type { ToolRegistry } from '../../../core/tools/tool.registry.js';
import { statusFor } from '../../errors.js';
import { OPERATIONS, TAGS, type Auth, type OperationSpec, type ResponseSpec } from './operations.js';
import { ERROR_CODES, enqueueFields, REQUEST_SCHEMAS, RESPONSE_SCHEMAS, uploadForm } from './schemas.js';

type Json = Record<string, unknown>;

const SECURITY_SCHEMES: Record<Auth, Json> = {
  cookie: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Browser session; issued on the first request' },
  apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Developer key (Authorization: Bearer <key> works too)' },
  apiKeyQuery: { type: 'apiKey', in: 'query', name: 'key', description: 'Developer key as a query parameter (price API only)' },
  admin: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN of the server' },
};

const ERROR_TEXT: Record<ErrorCode, string> = {
  unknown_tool: '`tool` matches no tool',
  upload_required: 'the tool works on a file: use POST /upload',
  url_required: 'the tool works on a video link, not a file',
  invalid_url: '`url` is not a link to one video',
  invalid_params: 'a parameter is out of range or of the wrong kind (`field` names it; `step` the pipeline step)',
  invalid_pipeline: 'a pipeline step does not take what the step before it makes, or a video-link tool is not first (`step` names it)',
  too_many_steps: 'the pipeline has more steps than MAX_PIPELINE_STEPS',
  too_many_files: 'the job has more files than MAX_FILES_PER_JOB',
  missing_file: 'no file in the multipart field `file`',
  file_too_large: 'the upload exceeds the size limit',
  unsupported_type: 'the file’s content is not a type the tool takes',
  limit_reached: 'enqueue refused: too many active jobs or a full queue',
  rate_limited: 'too many requests; see Retry-After',
  not_found: 'no such resource for this caller',
  missing_api_key: 'an API key is required',
  invalid_api_key: 'the API key is unknown or revoked',
  unauthorized: 'admin token missing or wrong, or the admin is off',
  forbidden: 'a cookie-based request from another site (Origin check)',
  tool_disabled: 'the tool or its category is switched off on this server',
  invalid_appid: '`appid` is not a valid application id',
  invalid_request: 'the request (body or query) could not be read',
  invalid_callback_url: 'callback_url is not an https URL of a public host (see Webhooks)',
  upstream_unavailable: 'no price source answered',
  service_unavailable: 'a database or queue engine of the service is not answering; see Retry-After',
  insufficient_storage: 'no new job: the caller’s stored files reached MAX_STORED_MB_PER_OWNER, or the server’s free disk space is under MIN_FREE_DISK_MB',
  link_gone: 'the one-time upload link was used already or has expired (`reason`: `used` or `expired`)',
  internal: 'unexpected failure on the server',
};

/** JSON Schema of a zod schema for an OpenAPI 3.1 document (JSON Schema 2020-12, no $schema keyword). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  delete out.$schema;
  return out;
}

function registryComponents(schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: generated } = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  for (const s of Object.values(generated)) {
    delete s.$schema;
    delete s.$id;
  }
  return generated;
}

export interface OpenApiOptions {
  tools: ToolRegistry;
  baseUrl: string;
  version: string;
}

/** Builds the OpenAPI 3.1 document from the operation table, the zod schemas and the tool registry. */
export function buildOpenApi(opts: OpenApiOptions): Json {
  const defs = opts.tools.all();
  const slugs = defs.map((t) => t.slug);
  const schemas: Record<string, Json> = {
    ...registryComponents(RESPONSE_SCHEMAS as unknown as Record<string, z.ZodType>, 'output'),
    ...registryComponents(
      { ...REQUEST_SCHEMAS, EnqueueFields: enqueueFields(slugs), UploadForm: uploadForm(slugs) } as Record<string, z.ZodType>,
      'input',
    ),
  };
  for (const def of defs) {
    const s = jsonSchema(def.params, 'input');
    s.title = def.title;
    s.description = `Parameters of ${def.slug} (${def.kind === 'url' ? 'needs `url`' : `accepts ${def.accepts.join(', ')}`}).`;
    schemas[`params.${def.slug}`] = s;
  }

  // The fields a job takes beyond the common ones are the named tool's parameters.
  schemas.EnqueueFields.allOf = defs.map((def) => ({
    if: { properties: { tool: { const: def.slug } }, required: ['tool'] },
    then: { $ref: `#/components/schemas/params.${def.slug}` },
  }));

  const paths: Record<string, Record<string, Json>> = {};
  for (const op of OPERATIONS) {
    (paths[op.path] ??= {})[op.method] = operation(op);
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'gametools API',
      version: opts.version,
      summary: 'Game prices and file tools run as background jobs',
      description:
        'Job API: enqueue, poll, download, cancel/delete. Price API: lowest prices of a game across stores. ' +
        'Every refusal is `{ok:false, error, message}` with a stable `error` code; each operation lists its codes.',
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
      contact: { name: 'The operators of this server', url: `${opts.baseUrl.replace(/\/+$/, '')}/docs` },
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: opts.baseUrl }],
    tags: TAGS,
    paths,
    components: {
      // Only what an operation reaches: a schema kept for reuse in zod (extended, never named) is not one.
      schemas: reachableSchemas(paths, schemas),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

/** The schemas that the paths refer to, directly or through other schemas. */
function reachableSchemas(paths: Json, schemas: Record<string, Json>): Record<string, Json> {
  const seen = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
          const name = value.slice('#/components/schemas/'.length);
          if (!seen.has(name) && schemas[name]) {
            seen.add(name);
            visit(schemas[name]);
          }
        } else {
          visit(value);
        }
      }
    }
  };
  visit(paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => seen.has(name)));
}

const AUTH_TEXT: Record<Auth, string> = {
  cookie: 'the browser session cookie',
  apiKey: 'a developer key (X-API-Key)',
  apiKeyQuery: 'a developer key in `key`',
  admin: 'the admin token',
};

/** Said of every operation that lists no refusal of its own: the per-address connection cap answers before routing. */
const CONNECTION_CAP: ErrorCode = 'rate_limited';

/** An operation without a written description gets one from its facts: who may call it and what it refuses. */
function describe(op: OperationSpec, errors: readonly ErrorCode[]): string {
  if (op.description) return op.description;
  const who = op.auth.length === 0 ? 'Anyone may call it.' : `Needs ${op.auth.map((a) => AUTH_TEXT[a]).join(' or ')}.`;
  const refusals = [...new Set(errors)].map((c) => `\`${c}\` (${statusFor(c)})`).join(', ');
  return `${op.summary}. ${who} Refusals: ${refusals}.`;
}

function operation(op: OperationSpec): Json {
  const out: Json = {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
  };
  // Every operation can meet a refusal: one that names none still meets the connection cap.
  const errors = op.errors.some((c) => statusFor(c) >= 400 && statusFor(c) < 500) ? op.errors : [...op.errors, CONNECTION_CAP];
  out.description = describe(op, errors);
  out.security = op.auth.length === 0 ? [] : op.auth.map((a) => ({ [a]: [] }));
  if (op.params?.length) {
    out.parameters = op.params.map((p) => {
      const schema = jsonSchema(p.schema, 'input');
      const description = p.description ?? (schema.description as string | undefined);
      return { name: p.name, in: p.in, required: p.required, ...(description ? { description } : {}), schema };
    });
  }
  if (op.body) {
    out.requestBody = {
      required: op.body.required,
      content: Object.fromEntries(
        Object.entries(op.body.content).map(([type, ref]) => [type, { schema: { $ref: `#/components/schemas/${ref}` } }]),
      ),
    };
  }
  const responses: Record<string, Json> = {};
  for (const [status, spec] of Object.entries(op.responses)) responses[status] = response(spec);
  // Any route may meet an engine outage (PostgreSQL or Redis down in a fleet).
  for (const [status, codes] of groupByStatus([...errors, 'service_unavailable'])) responses[String(status)] = errorResponse(codes);
  out.responses = responses;
  return out;
}

function response(spec: ResponseSpec): Json {
  const out: Json = { description: spec.description };
  if (spec.schema !== undefined) {
    const schema = typeof spec.schema === 'string' ? { $ref: `#/components/schemas/${spec.schema}` } : spec.schema;
    out.content = { [spec.contentType ?? 'application/json']: { schema } };
  }
  if (spec.headers) {
    out.headers = Object.fromEntries(
      Object.entries(spec.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
    );
  }
  return out;
}

function groupByStatus(codes: readonly ErrorCode[]): Array<[number, ErrorCode[]]> {
  const groups = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = statusFor(code);
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]);
}

function errorResponse(codes: ErrorCode[]): Json {
  const ordered = ERROR_CODES.filter((c) => codes.includes(c));
  const out: Json = {
    description: ordered.map((c) => `\`${c}\`: ${ERROR_TEXT[c]}`).join('; '),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ErrorBody' },
            { type: 'object', properties: { error: { enum: ordered } } },
          ],
        },
      },
    },
    'x-error-codes': ordered,
  };
  if (ordered.includes('rate_limited')) {
    out.headers = { 'Retry-After': { description: 'Seconds to wait (rate_limited)', schema: { type: 'integer' } } };
  }
  return out;
}
