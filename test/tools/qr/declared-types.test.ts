import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { cleanup, runTool, type RunResult } from '../../helpers/tool-harness.js';
import { expectDeclaredOutput, toolsOf } from '../declared-types.js';
import { ffmpegMake } from '../media/media-helpers.js';

let dir: string;
/** One fixture per accepted type: the decoders get codes the encoders drew (a pipeline, run by hand). */
const byType: Record<string, string> = {};
const results: RunResult[] = [];
const slug = (s: string) => toolsOf('qr', 'pdf').find((t) => t.slug === s)!;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'declared-qr-'));
  byType['text/plain'] = join(dir, 'lines.txt');
  await writeFile(byType['text/plain'], 'https://example.org/a\nhttps://example.org/b\n');
  byType['text/vcard'] = join(dir, 'card.vcf');
  await writeFile(byType['text/vcard'], 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n');
  const keep = async (r: RunResult, name: string) => {
    await copyFile(r.path, join(dir, name));
    await cleanup(r);
    return join(dir, name);
  };
  byType['image/png'] = await keep(await runTool(slug('qr-from-text-file'), { input: byType['text/plain'] }), 'qr.png');
  byType.barcode = await keep(
    await runTool(slug('barcode-from-text-file'), { input: byType['text/plain'], params: { preset: 'Code128', format: 'png' } }),
    'bar.png',
  );
  byType['application/pdf'] = await keep(await runTool(slug('image-to-pdf'), { input: byType['image/png'] }), 'qr.pdf');
  byType['video/mp4'] = await ffmpegMake(join(dir, 'qr.mp4'), [
    '-loop', '1', '-i', byType['image/png'], '-t', '1', '-r', '5', '-vf', 'scale=320:320', '-c:v', 'libx264', '-pix_fmt', 'yuv420p',
  ]);
});
afterEach(async () => {
  for (const r of results.splice(0)) await cleanup(r);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('every qr and barcode tool writes the type it declares', () => {
  for (const tool of toolsOf('qr')) {
    it(tool.slug, async () => {
      const input = tool.slug === 'barcode-decode-image' ? byType.barcode : tool.accepts.map((t) => byType[t]).find(Boolean);
      results.push(await expectDeclaredOutput(tool, { input }));
    });
  }

  it('the encoders follow their format parameter', async () => {
    for (const format of ['svg', 'jpg', 'webp']) {
      results.push(await expectDeclaredOutput(slug('qr-from-text-file'), { input: byType['text/plain'], params: { format } }));
    }
    results.push(await expectDeclaredOutput(slug('barcode-from-text-file'), { input: byType['text/plain'], params: { format: 'svg' } }));
  });
});
