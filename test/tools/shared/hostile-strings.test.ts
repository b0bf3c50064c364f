import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { tagsOf } from '../../helpers/markup.js';
import { testToolEnv, trackedRuns } from '../../helpers/tool-harness.js';
import { makeVideo } from '../media/media-helpers.js';
import { tempDir } from '../image/fixtures.js';
import { send, startFakeHost, type FakeHost } from '../url/fake-host.js';

/** Strings that break out of an attribute, a text node, a CSS value, a comment or a script. */
const HOSTILE = `x"><svg onload=alert(1)>'</style><script>alert(2)</script>&amp;\u2028`;
const FONT_NAME = `x"><svg onload=alert(1)>`;

const tool = (slug: string): ToolDefinition => {
  const t = ALL_TOOLS.find((x) => x.slug === slug);
  if (!t) throw new Error(slug);
  return t;
};

let dir: string;
let done: () => Promise<void>;
let host: FakeHost;
const runs = trackedRuns();

beforeAll(async () => {
  ({ dir, done } = await tempDir());
  host = await startFakeHost();
});
afterAll(async () => {
  await runs.cleanupAll();
  await host.close();
  await done();
});

/** A PDF whose title, author, text and every font name are hostile. */
async function hostilePdf(): Promise<string> {
  const first = await PDFDocument.create();
  const font = await first.embedFont(StandardFonts.Helvetica);
  first.addPage([300, 200]).drawText('Hello <b>&amp; "quoted"', { x: 20, y: 150, size: 14, font });
  first.setTitle(HOSTILE);
  first.setAuthor(HOSTILE);
  const doc = await PDFDocument.load(await first.save());
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFDict && obj.get(PDFName.of('Type')) === PDFName.of('Font')) obj.set(PDFName.of('BaseFont'), PDFName.of(FONT_NAME));
  }
  const path = join(dir, 'hostile.pdf');
  await writeFile(path, await doc.save());
  return path;
}

/** Elements and attributes of an HTML or SVG output; none may come from the input. */
function expectNoInjection(markup: string, elements: string[], attributes: string[]): void {
  const tags = tagsOf(markup);
  expect(tags.length).toBeGreaterThan(0);
  const names = new Set(tags.map((t) => t.name));
  expect([...names].filter((n) => !elements.includes(n)), 'injected elements').toEqual([]);
  const attrs = new Set(tags.flatMap((t) => Object.keys(t.attrs)));
  expect([...attrs].filter((a) => !attributes.includes(a)), 'injected attributes').toEqual([]);
  for (const t of tags) {
    for (const [name, value] of Object.entries(t.attrs)) {
      if (name === 'style') expect(value, 'style value').not.toMatch(/[<>"\\]|url\(|expression/i);
    }
  }
}

/** A JSON output: the hostile text survives as data, and the file itself holds no markup characters. */
async function expectSafeJson(path: string, find: (v: unknown) => unknown): Promise<void> {
  const text = await readFile(path, 'utf8');
  expect(text).not.toMatch(/[<>\u2028]/);
  expect(find(JSON.parse(text))).toContain('<svg onload=alert(1)>');
}

describe('strings from inputs in text outputs', () => {
  it('pdf-to-html: a hostile font name, title and text inject no element or attribute', async () => {
    const r = await runs.run(tool('pdf-to-html'), { input: await hostilePdf() });
    const html = await readFile(r.path, 'utf8');
    expectNoInjection(html, ['!doctype', 'html', 'head', 'meta', 'title', 'style', 'body', 'div', 'p', 'span', 'img'], [
      'charset',
      'name',
      'content',
      'class',
      'data-page',
      'style',
      'alt',
      'src',
    ]);
    // The text and the (cleaned) font name are still there.
    expect(html).toContain('Hello &lt;b&gt;&amp;amp; &quot;quoted&quot;');
    expect(html).toMatch(/font-family:'xsvg onloadalert1',/);
    expect(html).toContain('<title>x&quot;&gt;&lt;svg onload=alert(1)&gt;');
  });

  it('pdf-metadata: hostile document information stays data in the JSON', async () => {
    const r = await runs.run(tool('pdf-metadata'), { input: await hostilePdf() });
    await expectSafeJson(r.path, (v) => (v as { title: string }).title);
  });

  it('image-metadata: a hostile PNG comment stays data in the JSON', async () => {
    const png = join(dir, 'comment.png');
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#808080' } })
      .png()
      .withMetadata()
      .toFile(png);
    // A tEXt chunk written by hand after IHDR: keyword "Comment", hostile text.
    const bytes = await readFile(png);
    const { crc32 } = await import('node:zlib');
    const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(HOSTILE.replace('\u2028', ''), 'latin1')]);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write('tEXt', 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    const at = 8 + 25; // signature + IHDR
    await writeFile(png, Buffer.concat([bytes.subarray(0, at), head, data, crc, bytes.subarray(at)]));
    const r = await runs.run(tool('image-metadata'), { input: png });
    await expectSafeJson(r.path, (v) => (v as { comments: Array<{ text: string }> }).comments.map((c) => c.text).join());
  });

  it('barcode-from-text-file: the printed text under the bars is escaped in the SVG', async () => {
    const txt = join(dir, 'code.txt');
    await writeFile(txt, FONT_NAME);
    const r = await runs.run(tool('barcode-from-text-file'), { input: txt, params: { preset: 'Code128', format: 'svg' } });
    const svg = await readFile(r.path, 'utf8');
    expectNoInjection(svg, ['?xml', 'svg', 'desc', 'g', 'path', 'rect', 'text'], [
      'xmlns',
      'id',
      'version',
      'encoding',
      'width',
      'height',
      'viewbox',
      'shape-rendering',
      'd',
      'fill',
      'x',
      'y',
      'text-anchor',
      'font-family',
      'font-size',
    ]);
  });

  it('qr-decode-image: a hostile QR payload stays data in the JSON', async () => {
    const png = join(dir, 'qr.png');
    await QRCode.toFile(png, FONT_NAME, { width: 300 });
    const r = await runs.run(tool('qr-decode-image'), { input: png });
    await expectSafeJson(r.path, (v) => (v as { codes: Array<{ text: string }> }).codes.map((c) => c.text).join());
  });

  it('yt-oembed-metadata: a hostile title from the endpoint stays data in the JSON', async () => {
    const body = {
      title: HOSTILE,
      author_name: 'a',
      type: 'video',
      version: '1.0',
      provider_name: 'YouTube',
      html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    };
    host.routes.set('/oembed', send(JSON.stringify(body), 'application/json'));
    const env = testToolEnv({ videoThumbnailUrl: `${host.origin}/img`, videoOembedUrl: `${host.origin}/oembed` });
    const r = await runs.run(tool('yt-oembed-metadata'), { videoId: 'dQw4w9WgXcQ', env });
    await expectSafeJson(r.path, (v) => (v as { title: string }).title);
  });

  it('video-metadata: a hostile container title stays data in the JSON', async () => {
    const mp4 = await makeVideo(join(dir, 'titled.mp4'), {
      d: 1,
      audio: false,
      codec: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-metadata', `title=${FONT_NAME}`],
    });
    const r = await runs.run(tool('video-metadata'), { input: mp4 });
    await expectSafeJson(r.path, (v) => JSON.stringify(v));
  }, 20_000);
});
