import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slashCommand } from './fake/interactions.js';
import { startHarness, type Harness } from './harness.js';
import { slashCommandJson } from '../../../src/bots/discord/slash-commands.js';
import { findCommand } from '../../../commands/index.js';
import { TARGET_SIZE_PRESETS } from '../../../src/core/tools/target-size-presets.js';
import { durationOf, ffprobe, tempDir, videoOf } from '../../tools/media/media-helpers.js';
import { makeBigVideo } from '../big-video.js';

let h: Harness;
let dir: string;
let remove: () => Promise<void>;
beforeAll(async () => {
  ({ dir, remove } = await tempDir('discord-fit-'));
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
  await remove?.();
});

/** Random pixels: a PNG no lossless encoder makes small (about 43 KB at 120 px). */
const noisyPng = (size: number) => sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();

describe('/fit in Discord', () => {
  it('offers the five presets as the size option’s choices, beside the file', () => {
    const json = slashCommandJson(findCommand('fit')!);
    const size = json.options?.find((o) => o.name === 'size') as { required?: boolean; choices?: Array<{ value: string }> };
    expect(size.required).toBe(false);
    expect(size.choices?.map((c) => c.value)).toEqual(['discord', 'discord-nitro-basic', 'telegram-bot', 'whatsapp', 'email']);
    expect(json.options?.map((o) => o.name)).toEqual(['size', 'file']);
  });

  it('without a size, fits the attachment under the interaction’s own attachment_size_limit', async () => {
    const png = await noisyPng(120);
    const attachment = h.fake.putAttachment(png, 'noise.png', 'image/png');
    const p = slashCommand(h.as('4101', { attachmentSizeLimit: 20_000 }), 'fit', [{ name: 'file', type: 11, value: attachment.id }], [attachment]);
    h.fake.dispatchInteraction(p);
    const fitted = await h.fake.waitFor((c) => c.path.includes(p.token) && c.files.length > 0, 20_000, 'the fitted file');
    expect(fitted.files[0].data.length).toBeLessThanOrEqual(20_000);
    const meta = await sharp(fitted.files[0].data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 120, 120]);
  });

  it('"/fit discord" on a 30 MB video attachment answers with a video of at most 10 MiB, as long as the source', async () => {
    const source = await makeBigVideo(join(dir, 'match.mp4'));
    const bytes = await readFile(source.path);
    await rm(source.path);
    const attachment = h.fake.putAttachment(bytes, 'match.mp4', 'video/mp4');
    // A boosted server's 50 MiB: the size reached is the one asked for, not the interaction's limit.
    const p = slashCommand(
      h.as('4102', { attachmentSizeLimit: TARGET_SIZE_PRESETS['discord-nitro-basic'] }),
      'fit',
      [{ name: 'size', type: 3, value: 'discord' }, { name: 'file', type: 11, value: attachment.id }],
      [attachment],
    );
    h.fake.dispatchInteraction(p);
    const fitted = await h.fake.waitFor((c) => c.path.includes(p.token) && c.files.length > 0, 60_000, 'the fitted video');
    const out = fitted.files[0].data;
    expect(out.length).toBeLessThanOrEqual(TARGET_SIZE_PRESETS.discord);
    await writeFile(join(dir, 'fitted.mp4'), out);
    const probed = await ffprobe(join(dir, 'fitted.mp4'));
    expect(videoOf(probed)?.codec_name).toBe('h264');
    expect(durationOf(probed)).toBeCloseTo(source.duration, 0);
  }, 90_000);
});
