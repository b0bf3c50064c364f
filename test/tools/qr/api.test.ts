/** The qr and url tools as the job API serves them: listed with their slugs, run from an upload, refusals shown. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue.js';
import { qrTools } from '../../../src/tools/qr/index.js';
import { urlTools } from '../../../src/tools/url/index.js';
import { Client, startTestApp, type TestApp } from '../../helpers/app.js';
import { readCodes } from './decode-helper.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ MAX_UPLOAD_MB: '1' });
});
afterAll(async () => {
  await app.destroy();
});

describe('qr and url tools in the job API', () => {
  it('lists every qr and url tool with its catalogue id, slug, operation and kind', async () => {
    const { status, body } = await new Client(app.url).json('/api/tools');
    expect(status).toBe(200);
    const listed = new Map((body.tools as Array<Record<string, unknown>>).map((t) => [t.slug, t]));
    const ours = CATALOGUE.filter((c) => c.category === 'qr' || c.category === 'url');
    const defined = new Set([...qrTools, ...urlTools].map((t) => t.slug));
    for (const c of ours) expect(defined, c.slug).toContain(c.slug);
    for (const c of ours) {
      expect(listed.get(c.slug)).toMatchObject({ id: c.id, slug: c.slug, operation: c.operation, kind: c.kind, category: c.category });
    }
  });

  it('runs an upload tool end to end: text file in, decodable QR image out', async () => {
    const c = new Client(app.url);
    const text = 'Wi-Fi guest network: WPA2 / café-guest';
    const { status, body } = await c.upload(
      '/upload',
      { tool: 'qr-from-text-file', format: 'webp', width: '320', level: 'Q' },
      { data: Buffer.from(`${text}\n`), name: 'wifi.txt', type: 'text/plain' },
    );
    expect(status).toBe(202);
    const done = await c.waitForJob(body.job_id as string);
    expect(done).toMatchObject({ status: 'completed', output_name: 'wifi.webp' });
    const img = Buffer.from(await (await c.request(done.download_url as string)).arrayBuffer());
    expect(await readCodes(img)).toEqual([{ format: 'QRCode', text, ecLevel: 'Q' }]);
  });

  it('shows enqueue-time refusals as 422 naming the field and the limit', async () => {
    const c = new Client(app.url);
    const over = await c.upload('/upload', { tool: 'qr-from-text-file' }, { data: Buffer.from('x'.repeat(2400)), name: 'big.txt' });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ error: 'invalid_params' });
    expect(String(over.body.message)).toMatch(/exceeds the QR code capacity at error-correction level M \(2331 bytes/);
    const badLevel = await c.upload('/upload', { tool: 'qr-from-text-file', level: 'Z' }, { data: Buffer.from('hi'), name: 'a.txt' });
    expect(badLevel.status).toBe(422);
    expect(String(badLevel.body.message)).toMatch(/level/);
    const ean = await c.upload('/upload', { tool: 'barcode-from-text-file', preset: 'EAN13' }, { data: Buffer.from('ABC'), name: 'a.txt' });
    expect(ean.status).toBe(422);
    expect(String(ean.body.message)).toMatch(/cannot be encoded as EAN13/);
  });
});
