import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createS3Client } from '../../../src/storage/s3/client.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { twoColourPng } from '../../helpers/images.js';
import { S3_TEST_ACCESS_KEY, S3_TEST_SECRET_KEY } from '../../helpers/s3.js';

/**
 * Issue 37 item 6: with JOB_FILES=s3 a preview was a presigned link the store answered inline, in its own origin,
 * without the sandbox CSP and nosniff the service sends with it. A preview of a type that can run script (SVG,
 * HTML) is now sent by the service itself; other previews and every download keep their presigned link.
 */
const gateway = inject('s3Gateway');
const bucket = `previews-${randomBytes(4).toString('hex')}`;

describe('previews with JOB_FILES=s3', () => {
  let s3: S3Client;
  let app: TestApp;

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = S3_TEST_ACCESS_KEY;
    process.env.AWS_SECRET_ACCESS_KEY = S3_TEST_SECRET_KEY;
    s3 = createS3Client({ bucket, prefix: '', endpoint: gateway.endpoint, region: gateway.region, forcePathStyle: true });
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    app = await startTestApp({ JOB_FILES: 's3', S3_BUCKET: bucket, S3_ENDPOINT: gateway.endpoint, S3_REGION: gateway.region, S3_FORCE_PATH_STYLE: 'true' });
  });
  afterAll(async () => {
    await app?.destroy();
    s3?.destroy();
  });

  it('serves an SVG preview itself, sandboxed and nosniff; its download stays a presigned attachment', async () => {
    const c = new Client(app.url);
    const text = new TextEncoder().encode('https://example.com/</svg><script>alert(1)</script>');
    const { status, body } = await c.upload('/upload', { tool: 'qr-from-text-file', format: 'svg' }, { data: text, name: 'link.txt', type: 'text/plain' });
    expect(status).toBe(202);
    const done = await c.waitForJob(String(body.job_id));
    expect(done).toMatchObject({ status: 'completed' });
    expect(String(done.preview_url)).toMatch(/\.svg$/);
    const preview = await c.request(String(done.preview_url), { redirect: 'manual' });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/svg+xml');
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preview.headers.get('content-security-policy')).toMatch(/\bsandbox\b/);
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    const svg = await preview.text();
    expect(svg).toMatch(/^<\?xml|^<svg/);
    expect(svg).not.toContain('<script>');
    const download = await c.request(String(done.download_url), { redirect: 'manual' });
    expect(download.status).toBe(302);
    expect(download.headers.get('location')).toMatch(/response-content-disposition=attachment/);
  });

  it('keeps the presigned link for a preview that runs no script (PNG)', async () => {
    const c = new Client(app.url);
    const { body } = await c.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
    const done = await c.waitForJob(String(body.job_id));
    expect((await c.request(String(done.preview_url), { redirect: 'manual' })).status).toBe(302);
  });
});
