import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slashCommand } from './fake/interactions.js';
import { startHarness, type Harness } from './harness.js';
import { slashCommandJson } from '../../../src/bots/discord/slash-commands.js';
import { findCommand } from '../../../commands/index.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

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
});
