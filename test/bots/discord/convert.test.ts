import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buttonPress, slashCommand, type CommandOption } from './fake/interactions.js';
import type { FakeAttachment } from './fake/messages.js';
import type { RestCall } from './fake/server.js';
import { callsOf, embedOf, isOriginalEdit, startHarness, type Harness } from './harness.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env: { BASE_URL: 'https://gametools.test', MAX_UPLOAD_MB: '1' } });
});
afterAll(async () => {
  await h?.close();
});

async function colourPng(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } }).png().toBuffer();
}

/** Random pixels compress badly, so the result is reliably bigger than a small upload limit. */
async function noisyPng(size = 64): Promise<Buffer> {
  const raw = Buffer.alloc(size * size * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 3) * 104729) % 251;
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();
}

function convert(userId: string, tool: string, attachment?: FakeAttachment, more: CommandOption[] = [], sizeLimit?: number) {
  const options: CommandOption[] = [{ name: 'tool', type: 3, value: tool }, ...more];
  if (attachment) options.push({ name: 'file', type: 11, value: attachment.id });
  const p = slashCommand(h.as(userId, { attachmentSizeLimit: sizeLimit }), 'convert', options, attachment ? [attachment] : []);
  h.fake.dispatchInteraction(p);
  return p;
}

const editsOf = (token: string) => callsOf(h.fake, token, 'PATCH').filter((c) => c.status === 200);
const cancelId = (call: RestCall) =>
  ((call.body?.components as Array<{ components: Array<{ custom_id: string }> }> | undefined)?.[0]?.components[0]?.custom_id ?? '');
const description = (call: RestCall) => String(embedOf(call).description ?? '');

async function waitForHeldJob(): Promise<void> {
  await vi.waitUntil(() => h.gate.waiting() > 0, { timeout: 5000, interval: 25 });
}

describe('/convert', () => {
  it('runs image-grayscale on an attached PNG: deferred, progress edits with Cancel, then the grey PNG as an attachment', async () => {
    const input = h.fake.putAttachment(await colourPng(), 'holiday photo.png', 'image/png');
    const p = convert('2001', 'image-grayscale', input);

    const queued = await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the first status edit');
    expect(callsOf(h.fake, p.token, 'POST')[0].body).toMatchObject({ type: 5 });
    expect(embedOf(queued).title).toBe('Grayscale image');
    const jobId = cancelId(queued).replace(/^cancel:/, '');
    expect(jobId).toMatch(/^[A-Za-z0-9_-]{10,}$/);

    await waitForHeldJob();
    const progress = await h.fake.waitFor(
      (c) => isOriginalEdit(p.token)(c) && description(c).includes('40%'),
      5000,
      'a progress edit',
    );
    expect(description(progress)).toMatch(/^█{4}░{6} 40%\nStage: waiting for the test$/);
    expect(cancelId(progress)).toBe(`cancel:${jobId}`);

    h.gate.release();
    const done = await h.fake.waitFor((c) => isOriginalEdit(p.token)(c) && c.files.length === 1, 10_000, 'the result');
    expect(done.body?.components).toEqual([]);
    // Escaped for Discord markdown (it shows `holiday_photo.png (… B)`), so a name cannot turn italic or into a link.
    expect(description(done)).toMatch(/^█{10} 100%\nDone: holiday\\_photo\.png \\\(\d+ B\\\)$/);
    expect(done.files[0].name).toBe('holiday_photo.png');
    expect((embedOf(done).image as { url: string }).url).toBe('attachment://holiday_photo.png');

    const { data, info } = await sharp(done.files[0].data).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([32, 24]);
    const step = info.channels;
    for (let i = 0; i < data.length; i += step) {
      if (step >= 3) expect(data[i]).toBe(data[i + 1]);
      if (step >= 3) expect(data[i + 1]).toBe(data[i + 2]);
    }
    // A grey between the channels of (200, 30, 60), not one of them.
    expect(data[0]).toBeGreaterThan(40);
    expect(data[0]).toBeLessThan(120);

    // The message went queued → held at 40% → done, the result last, and no edit repeated what was shown. (The
    // pace between edits, one per interval with the newest state, is timed on vitest's clock in
    // test/core/chat/status-updater.test.ts, not on this machine's clock.)
    const shown = editsOf(p.token).map(description);
    expect(editsOf(p.token).at(-1)).toBe(done);
    expect(shown.indexOf(description(progress))).toBeGreaterThan(shown.indexOf(description(queued)));
    for (let i = 1; i < shown.length; i++) expect(shown[i]).not.toBe(shown[i - 1]);
    // Only the job's own user can see it in /jobs; the job is recorded with source discord.
    const owner = h.app.services.sessions.ownerForChat('discord', '2001');
    expect(await h.app.services.jobs.getRecord(owner, jobId)).toMatchObject({ source: 'discord', status: 'completed' });
  });

  it('lets only the owner press Cancel', async () => {
    const input = h.fake.putAttachment(await colourPng(), 'a.png', 'image/png');
    const p = convert('2002', 'image-grayscale', input);
    await waitForHeldJob();
    await h.fake.waitFor(isOriginalEdit(p.token));
    const message = h.fake.original(p.token)!;
    const customId = (message.components[0] as { components: Array<{ custom_id: string }> }).components[0].custom_id;
    const jobId = customId.slice('cancel:'.length);
    const owner = h.app.services.sessions.ownerForChat('discord', '2002');

    const stranger = buttonPress(h.as('2999'), customId, message);
    h.fake.dispatchInteraction(stranger);
    const refusal = await h.fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/${stranger.token}`));
    expect(callsOf(h.fake, stranger.token, 'POST')[0].body).toMatchObject({ type: 6 });
    expect(refusal.body).toMatchObject({ flags: 64, content: '❌ Only <@2002> can cancel this job.' });
    expect((await h.app.services.jobs.get(owner, jobId)).status).toBe('processing');

    const press = buttonPress(h.as('2002'), customId, message);
    h.fake.dispatchInteraction(press);
    const cancelled = await h.fake.waitFor(
      (c) => isOriginalEdit(p.token)(c) && description(c) === 'Cancelled.',
      5000,
      'the cancelled state',
    );
    expect(cancelled.body?.components).toEqual([]);
    await expect(h.app.services.jobs.get(owner, jobId)).rejects.toThrow(/No such job/);
    expect(h.gate.waiting()).toBe(0);
  });

  it('sends a download link instead of a file above the interaction upload limit', async () => {
    const input = h.fake.putAttachment(await noisyPng(), 'noise.png', 'image/png');
    const p = convert('2003', 'image-grayscale', input, [], 1000);
    await waitForHeldJob();
    h.gate.release();
    const done = await h.fake.waitFor((c) => isOriginalEdit(p.token)(c) && description(c).includes('100%'), 10_000);
    expect(done.files).toHaveLength(0);
    const owner = h.app.services.sessions.ownerForChat('discord', '2003');
    const [job] = await h.app.services.jobs.list(owner, 1);
    expect(job.result?.size).toBeGreaterThan(1000);
    const field = (embedOf(done).fields as Array<{ name: string; value: string }>)[0];
    expect(field.name).toBe('Download');
    expect(field.value).toContain('The file is too large to upload here (over 1000 B).');
    const link = /\((https:\/\/gametools\.test\/download\/[^)\s]+)\)/.exec(field.value)?.[1];
    expect(link).toMatch(new RegExp(`^https://gametools\\.test/download/${job.id}\\?t=[A-Za-z0-9_-]+$`));
    // The link works for anyone holding it (no cookie or key), and serves the real result.
    const res = await fetch(link!.replace('https://gametools.test', h.app.url));
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBe(job.result?.size);
  });

  it('retries an edit Discord answered with 429 instead of dropping it', async () => {
    const input = h.fake.putAttachment(await colourPng(8, 8), 'small.png', 'image/png');
    const p = convert('2004', 'image-grayscale', input);
    // Only this interaction's edits: a late edit of an earlier test must not take the 429 (it did on a loaded run).
    h.fake.rateLimitNext('PATCH', new RegExp(`/${p.token}/messages/@original$`), 0.4);
    await waitForHeldJob();
    h.gate.release();
    await h.fake.waitFor((c) => isOriginalEdit(p.token)(c) && c.files.length === 1, 10_000, 'the result after a 429');
    const patches = callsOf(h.fake, p.token, 'PATCH');
    expect(patches[0].status).toBe(429);
    expect(patches[1].status).toBe(200);
    expect(patches.slice(2).every((c) => c.status === 200)).toBe(true);
    // The retried request is the same edit: the queued state with its Cancel button.
    expect(patches[1].body).toEqual(patches[0].body);
  });
});

describe('/convert refusals are shown privately, in the API\'s words', () => {
  async function refusal(p: { token: string }): Promise<string> {
    const call = await h.fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/${p.token}`), 10_000, 'the refusal');
    expect(call.body).toMatchObject({ flags: 64 });
    // The public "thinking" message is removed.
    expect(callsOf(h.fake, p.token, 'DELETE')).toHaveLength(1);
    return String(call.body?.content);
  }

  it('names the problem: unknown tool, bad parameter, wrong file type, missing file or link', async () => {
    const png = h.fake.putAttachment(await colourPng(8, 8), 'x.png', 'image/png');
    expect(await refusal(convert('2101', 'image-sparkle', png))).toBe('❌ No tool is called "image-sparkle".');
    expect(await refusal(convert('2101', 'image-resize', png, [{ name: 'params', type: 3, value: 'width=0' }]))).toMatch(
      /^❌ width: must be between 1 and \d+$/,
    );
    const text = h.fake.putAttachment(Buffer.from('just some words, not a picture\n'), 'fake.png', 'image/png');
    expect(await refusal(convert('2101', 'image-grayscale', text))).toMatch(/^❌ image-grayscale does not accept text\/plain/);
    expect(await refusal(convert('2101', 'image-grayscale'))).toBe(
      '❌ This tool works on a file: attach it in the `file` option of /convert.',
    );
    expect(await refusal(convert('2101', 'image-grayscale', png, [{ name: 'params', type: 3, value: 'oops' }]))).toMatch(
      /is not a parameter; write name=value/,
    );
    expect(
      await refusal(convert('2101', 'yt-thumbnail-high', undefined, [{ name: 'url', type: 3, value: 'https://example.com/watch?v=x' }])),
    ).toBe('❌ invalid video URL: paste the full link of one video.');
    // A link tool given a file and no link: the core asks for the link.
    expect(await refusal(convert('2101', 'yt-thumbnail-high', png))).toBe('❌ invalid video URL: paste the full link of one video.');
  });

  it('refuses a file above MAX_UPLOAD_MB, by its stated size and by its real bytes', async () => {
    const big = h.fake.putAttachment(Buffer.alloc(1024 * 1024 + 10, 1), 'big.png', 'image/png');
    expect(await refusal(convert('2102', 'image-grayscale', big))).toBe('❌ The file exceeds the upload limit of 1048576 bytes.');
    // Discord's size claim says small, the bytes say otherwise: the download stops at the cap.
    const liar = { ...h.fake.putAttachment(Buffer.alloc(1024 * 1024 + 10, 2), 'liar.png', 'image/png'), size: 100 };
    expect(await refusal(convert('2102', 'image-grayscale', liar))).toBe('❌ The file exceeds the upload limit of 1048576 bytes.');
    const leftovers = (await import('node:fs/promises')).readdir(h.app.services.uploads.tmpDir);
    expect(await leftovers).toEqual([]);
  });

  it('ignores attachment links that do not point at Discord', async () => {
    const png = h.fake.putAttachment(await colourPng(8, 8), 'x.png', 'image/png');
    const elsewhere = { ...png, url: 'http://169.254.169.254/latest/meta-data', proxy_url: 'http://169.254.169.254/' };
    expect(await refusal(convert('2103', 'image-grayscale', elsewhere))).toBe('❌ The attachment does not come from Discord.');
  });
});
