import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ErrorCode } from '../../../src/core/errors.js';
import { statusFor } from '../../../src/http/errors.js';
import * as S from '../../../src/http/web/openapi/schemas.js';
import { imageTools } from '../../../src/tools/image/index.js';
import { urlTools } from '../../../src/tools/url/index.js';
import { Client } from '../../helpers/app.js';
import { gated } from '../../helpers/gate.js';
import { twoColourPng } from '../../helpers/images.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is walked as plain JSON
type Json = Record<string, any>;
const KEY = 'openapi-test-key-0123456789';
const TOKEN = 'openapi-admin-token-0123456789';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

let app: WebTestApp;
let doc: Json;
let png: Buffer;
const gate = gated(imageTools.find((t) => t.slug === 'image-blur')!);

beforeAll(async () => {
  app = await startWebApp({
    env: { API_KEYS: KEY, ADMIN_TOKEN: TOKEN, WORKER_CONCURRENCY: '1' },
    overrides: { tools: [...imageTools.map((t) => (t.slug === 'image-blur' ? gate.tool : t)), ...urlTools] },
  });
  png = await twoColourPng();
  const res = await fetch(`${app.url}/openapi.json`);
  expect(res.headers.get('content-type')).toContain('application/json');
  doc = (await res.json()) as Json;
});
afterAll(async () => {
  gate.release();
  await app.destroy();
});

/** Every value in the document, with its JSON pointer. */
function walk(node: unknown, pointer: string, visit: (value: unknown, pointer: string) => void): void {
  visit(node, pointer);
  if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
  }
}

function resolvePointer(root: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

function operations(): Array<{ path: string; method: string; op: Json }> {
  return Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.has(m))
      .map(([method, op]) => ({ path, method, op: op as Json })),
  );
}

describe('the OpenAPI 3.1 document is structurally valid', () => {
  it('has the 3.1 header, info and servers', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof doc.info.title).toBe('string');
    expect(typeof doc.info.version).toBe('string');
    expect(doc.servers[0].url).toMatch(/^https?:\/\//);
  });

  it('gives every path operations with responses, each described', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
      expect(path.startsWith('/'), path).toBe(true);
      const methods = Object.keys(item);
      expect(methods.length, path).toBeGreaterThan(0);
      for (const m of methods) expect(METHODS.has(m), `${path} ${m}`).toBe(true);
    }
    for (const { path, method, op } of operations()) {
      const responses = Object.entries(op.responses ?? {}) as Array<[string, Json]>;
      expect(responses.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, r] of responses) {
        expect(status, `${method} ${path}`).toMatch(/^[1-5]\d\d$/);
        expect(typeof r.description, `${method} ${path} ${status}`).toBe('string');
      }
      expect(Object.keys(op.responses).some((s) => s.startsWith('2') || s === '304')).toBe(true);
    }
  });

  it('has unique operationIds and declared tags', () => {
    const ids = operations().map((o) => o.op.operationId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set((doc.tags as Json[]).map((t) => t.name));
    for (const { op } of operations()) for (const t of op.tags) expect(tags.has(t), t).toBe(true);
  });

  it('declares every path parameter of a template, required, and no other', () => {
    for (const { path, method, op } of operations()) {
      const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p: Json) => p.in === 'path');
      expect(declared.map((p: Json) => p.name).sort(), `${method} ${path}`).toEqual(inTemplate);
      for (const p of declared) expect(p.required).toBe(true);
      for (const p of op.parameters ?? []) {
        expect(['path', 'query', 'header', 'cookie']).toContain(p.in);
        expect(p.schema, `${method} ${path} ${p.name}`).toBeTypeOf('object');
      }
    }
  });

  it('resolves every $ref and names components validly', () => {
    let refs = 0;
    walk(doc, '#', (value, pointer) => {
      if (value && typeof value === 'object' && typeof (value as Json).$ref === 'string') {
        refs++;
        expect(resolvePointer(doc, (value as Json).$ref), `${pointer} → ${(value as Json).$ref}`).toBeDefined();
      }
    });
    expect(refs).toBeGreaterThan(30);
    for (const name of Object.keys(doc.components.schemas)) expect(name).toMatch(/^[a-zA-Z0-9._-]+$/);
    for (const schema of Object.values(doc.components.schemas as Record<string, Json>)) {
      expect(schema.$schema).toBeUndefined();
    }
  });

  it('lists error codes under the status each one is answered with', () => {
    for (const { path, method, op } of operations()) {
      for (const [status, r] of Object.entries(op.responses as Record<string, Json>)) {
        if (Number(status) < 400 || status === '416') continue;
        const codes = r['x-error-codes'] as ErrorCode[];
        expect(codes?.length, `${method} ${path} ${status}`).toBeGreaterThan(0);
        for (const code of codes) expect(statusFor(code), `${method} ${path} ${code}`).toBe(Number(status));
        const schema = r.content['application/json'].schema;
        expect(schema.allOf[0].$ref).toBe('#/components/schemas/ErrorBody');
        expect(schema.allOf[1].properties.error.enum).toEqual(codes);
      }
    }
    const errorEnum = doc.components.schemas.ErrorBody.properties.error.enum as string[];
    expect(errorEnum).toEqual([...S.ERROR_CODES]);
  });

  it('refers only to declared security schemes', () => {
    const schemes = Object.keys(doc.components.securitySchemes);
    for (const { op } of operations()) {
      for (const req of op.security ?? []) for (const name of Object.keys(req)) expect(schemes).toContain(name);
    }
  });
});

describe('the document matches the service', () => {
  it('documents every route the app serves, and nothing it does not', () => {
    const served = new Set<string>();
    for (const mw of app.app.middleware as Array<{ router?: Router }>) {
      for (const layer of mw.router?.stack ?? []) {
        const path = String(layer.path).replace(/:(\w+)/g, '{$1}').replace(/\*(\w+)/g, '{$1}');
        for (const method of layer.methods) if (method !== 'HEAD') served.add(`${method.toLowerCase()} ${path}`);
      }
    }
    const documented = new Set(operations().map((o) => `${o.method} ${o.path}`));
    expect([...served].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !served.has(r))).toEqual([]);
  });

  it('carries each tool’s own parameter schema and lists the tool slugs', async () => {
    for (const tool of [...imageTools, ...urlTools]) {
      const info = ((await new Client(app.url).json(`/api/tools/${tool.slug}`)).body.tool as Json).params;
      const documented = { ...doc.components.schemas[`params.${tool.slug}`] };
      delete documented.title;
      delete documented.description;
      expect(documented).toEqual(info);
    }
    expect(doc.components.schemas.EnqueueFields.properties.tool.enum).toContain('image-resize');
    expect(doc.components.schemas.UploadForm.properties.file.contentMediaType).toBe('application/octet-stream');
  });

  it('types every appid parameter as the spec does: an integer from 1', () => {
    const appidParams = operations().flatMap(({ path, method, op }) =>
      ((op.parameters ?? []) as Json[]).filter((p) => p.name === 'appid').map((p) => ({ at: `${method} ${path}`, schema: p.schema as Json })),
    );
    expect(appidParams.map((p) => p.at)).toContain('get /api/prices');
    expect(appidParams.map((p) => p.at)).toContain('get /api/web/prices');
    for (const { at, schema } of appidParams) {
      expect(schema.type, at).toBe('integer');
      expect(schema.minimum, at).toBe(1);
    }
  });

  /** The operation a request path belongs to. */
  function opFor(method: string, path: string): Json {
    const match = operations().find((o) => {
      if (o.method !== method) return false;
      const re = new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return re.test(path);
    });
    expect(match, `${method} ${path}`).toBeDefined();
    return match!.op;
  }

  async function probe(c: Client, method: string, path: string, init: RequestInit = {}) {
    const res = await c.request(path, { ...init, method: method.toUpperCase() });
    const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Json) : null;
    const op = opFor(method, path.split('?')[0]);
    const documented = op.responses[String(res.status)];
    expect(documented, `${method} ${path} answered ${res.status}, not documented`).toBeDefined();
    if (res.status >= 400 && body) expect(documented['x-error-codes'], `${method} ${path}`).toContain(body.error);
    return { status: res.status, body };
  }

  it('answers only documented statuses and error codes', async () => {
    const c = new Client(app.url);
    const evil = new Client(app.url, { origin: 'https://evil.example' });
    const json = (body: unknown): RequestInit => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const form = (fields: Record<string, string>, file?: { data: Buffer; name: string }): RequestInit => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      if (file) f.set('file', new Blob([new Uint8Array(file.data)]), file.name);
      return { body: f };
    };
    const codes = async (method: string, path: string, init?: RequestInit, client = c) => {
      const { status, body } = await probe(client, method, path, init);
      return `${status} ${body?.error ?? ''}`.trim();
    };
    expect(await codes('post', '/api/jobs', json({ tool: 'nope' }))).toBe('400 unknown_tool');
    expect(await codes('post', '/api/jobs', json({ tool: 'image-grayscale' }))).toBe('400 upload_required');
    expect(await codes('post', '/api/jobs', json({ tool: 'yt-thumbnail-best', url: 'https://example.com/x' }))).toBe('422 invalid_url');
    expect(await codes('post', '/api/jobs', { headers: { 'content-type': 'application/json' }, body: '{' })).toBe('400 invalid_request');
    expect(await codes('post', '/api/jobs', json({ tool: 'x' }), evil)).toBe('403 forbidden');
    expect(await codes('post', '/upload', form({ tool: 'image-grayscale' }))).toBe('400 missing_file');
    expect(await codes('post', '/upload', form({ tool: 'image-grayscale' }, { data: Buffer.from('hello'), name: 'a.txt' }))).toBe('415 unsupported_type');
    expect(await codes('post', '/upload', form({ tool: 'image-resize', width: '0' }, { data: png, name: 'a.png' }))).toBe('422 invalid_params');
    expect(await codes('post', '/upload', form({ tool: 'yt-thumbnail-best' }, { data: png, name: 'a.png' }))).toBe('400 url_required');
    expect(await codes('post', '/api/v1/convert', json({ tool: 'image-grayscale' }))).toBe('401 missing_api_key');
    expect(await codes('post', '/api/v1/convert', json({ tool: 'image-grayscale' }), new Client(app.url, { 'x-api-key': 'bad' }))).toBe('401 invalid_api_key');
    expect(await codes('get', '/api/jobs/nosuchjob')).toBe('404 not_found');
    expect(await codes('delete', '/api/jobs/nosuchjob')).toBe('404 not_found');
    expect(await codes('get', '/download/nosuchjob')).toBe('404 not_found');
    expect(await codes('get', '/preview/nosuchjob.png')).toBe('404 not_found');
    expect(await codes('get', '/thumbnail/nosuchjob')).toBe('404 not_found');
    expect(await codes('get', '/api/tools/nope')).toBe('404 not_found');
    expect(await codes('get', '/api/prices?appid=620')).toBe('401 missing_api_key');
    expect(await codes('get', `/api/prices?appid=abc&key=${KEY}`)).toBe('400 invalid_appid');
    expect(await codes('get', `/api/prices/search?key=${KEY}`)).toBe('400 invalid_request');
    expect(await codes('get', '/api/web/prices?appid=abc')).toBe('400 invalid_appid');
    expect(await codes('get', '/api/web/prices?appid=620')).toBe('502 upstream_unavailable');
    expect(await codes('get', '/api/admin/session')).toBe('401 unauthorized');
    const adminC = new Client(app.url, { authorization: `Bearer ${TOKEN}` });
    expect(await codes('put', '/api/admin/flags/tools/nope', json({ enabled: false }), adminC)).toBe('404 not_found');
    expect(await codes('put', '/api/admin/flags/tools/image-blur', json({ enabled: 1 }), adminC)).toBe('400 invalid_request');
    // 200 once the composition root gives the cache stats and clear (ObservedPriceCache), 404 before.
    expect(['200', '404 not_found']).toContain(await codes('delete', '/api/admin/prices/cache', {}, adminC));
    expect(await codes('get', '/static/nope.css')).toBe('404 not_found');
    expect(await codes('get', '/tools/nope')).toBe('404');
  });

  /** The zod schema accepts the body and strips nothing: the document describes every field sent. */
  function conforms(schema: z.ZodType, body: unknown) {
    const parsed = schema.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toEqual(body);
  }

  it('describes the success bodies exactly', async () => {
    const c = new Client(app.url);
    const admin = new Client(app.url, { authorization: `Bearer ${TOKEN}` });
    conforms(S.Health, (await probe(c, 'get', '/healthz')).body);
    conforms(S.ToolList, (await probe(c, 'get', '/api/tools')).body);
    conforms(S.ToolOne, (await probe(c, 'get', '/api/tools/image-resize')).body);
    const blocker = await c.upload('/upload', { tool: 'image-blur' }, { data: png, name: 'a.png' });
    const enqueued = await probe(c, 'post', '/upload', (() => {
      const f = new FormData();
      f.set('tool', 'image-grayscale');
      f.set('file', new Blob([new Uint8Array(png)]), 'a.png');
      return { body: f };
    })());
    conforms(S.EnqueueResult, enqueued.body);
    const id = enqueued.body!.job_id as string;
    conforms(S.JobStatusResponse, (await probe(c, 'get', `/api/jobs/${id}`)).body);
    conforms(S.SessionJobs, (await probe(c, 'get', '/api/jobs')).body);
    conforms(S.AdminQueue, (await probe(admin, 'get', '/api/admin/queue')).body);
    gate.release();
    await c.waitForJob(blocker.body.job_id as string);
    conforms(S.JobStatusResponse, await c.waitForJob(id).then((b) => ({ ...b })));
    conforms(S.SessionJobs, (await probe(c, 'get', '/api/jobs')).body);
    expect((await probe(c, 'get', `/download/${id}`)).status).toBe(200);
    conforms(S.DeleteResult, (await probe(c, 'delete', `/api/jobs/${id}`)).body);
    conforms(S.AdminSession, (await probe(admin, 'get', '/api/admin/session')).body);
    conforms(S.AdminTools, (await probe(admin, 'get', '/api/admin/tools')).body);
    conforms(S.FlagResult, (await probe(admin, 'put', '/api/admin/flags/categories/image', { headers: { 'content-type': 'application/json' }, body: '{"enabled":true}' })).body);
    const key = await probe(admin, 'post', '/api/admin/keys', { headers: { 'content-type': 'application/json' }, body: '{"label":"doc"}' });
    conforms(S.KeyCreated, key.body);
    conforms(S.KeyList, (await probe(admin, 'get', '/api/admin/keys')).body);
    conforms(S.KeyRevoked, (await probe(admin, 'delete', `/api/admin/keys/${key.body!.id as string}`)).body);
    conforms(S.CacheStats, (await probe(admin, 'get', '/api/admin/prices/cache')).body);
  });

  it('shows every operation on the /docs page', async () => {
    const res = await fetch(`${app.url}/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const { op } of operations()) expect(html).toContain(`id="op-${op.operationId}"`);
    expect(html).toContain('id="schema-params.image-resize"');
    expect(html).toContain('<code>tool_disabled</code>');
  });
});
