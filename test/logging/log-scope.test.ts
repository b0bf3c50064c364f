import { Writable } from 'node:stream';
import Router from '@koa/router';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { createLogScope } from '../../src/logging/log-scope.js';
import { createWarnLimiter } from '../../src/logging/warn-limit.js';
import { ALL_TOOLS } from '../../src/tools/index.js';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';

/** A real pino logger writing JSON lines into memory, read back as the collector would. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

let app: TestApp | undefined;
afterEach(async () => {
  await app?.destroy();
  app = undefined;
});

describe('the request id on the lines written while handling a request', () => {
  it('is on a line logged deep in a handler after an await, and on the lines of the job the request queued', async () => {
    const scope = createLogScope();
    const { lines, stream } = capture();
    const logger = createLogger('info', 'json', scope, stream);
    const grayscale = ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!;
    const broken = { ...grayscale, run: async () => Promise.reject(new Error('the tool broke')) };
    app = await startTestApp({ LOG_LEVEL: 'info' }, { logger, logScope: scope, tools: [broken] }, undefined, () => {
      const r = new Router();
      r.get('/deep', async (ctx) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        logger.info('deep in the handler');
        ctx.body = 'ok';
      });
      return { mounts: [r] };
    });
    const deep = await fetch(`${app.url}/deep`);
    const deepId = deep.headers.get('x-request-id');
    await deep.text();
    expect(lines.find((l) => l.msg === 'deep in the handler')?.reqId).toBe(deepId);

    const c = new Client(app.url);
    const res = await c.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
    const jobId = res.body.job_id as string;
    expect((await c.waitForJob(jobId)).status).toBe('failed');
    // The record turns failed a moment before the line is written.
    for (let i = 0; i < 100 && !lines.some((l) => l.msg === 'job failed'); i++) await new Promise((r) => setTimeout(r, 20));
    const failed = lines.find((l) => l.msg === 'job failed')!;
    expect(failed).toMatchObject({ job: jobId, reqId: res.res.headers.get('x-request-id') });
    // A line outside any request carries no request id.
    logger.info('outside');
    expect(lines.find((l) => l.msg === 'outside')!.reqId).toBeUndefined();
  });
});

describe('warning limiter', () => {
  it('writes perWindow lines per topic, then says how many it left out with the first line of the next window', () => {
    let t = 0;
    const out: Array<{ obj: Record<string, unknown>; msg: string }> = [];
    const warn = createWarnLimiter((obj, msg) => out.push({ obj, msg }), () => t, { perWindow: 2, windowMs: 1000 });
    for (let i = 0; i < 5; i++) warn('auth', { i }, 'authentication failed');
    warn('upstream', {}, 'upstream unavailable');
    expect(out.map((o) => [o.obj.topic, o.obj.i])).toEqual([['auth', 0], ['auth', 1], ['upstream', undefined]]);
    t = 999;
    warn('auth', { i: 5 }, 'authentication failed');
    expect(out).toHaveLength(3);
    t = 1000;
    warn('auth', { i: 6 }, 'authentication failed');
    expect(out[3].obj).toEqual({ topic: 'auth', i: 6, suppressed: 4 });
  });
});
