import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTools } from '../../../src/tools/image/index.js';
import { BLUE, GREEN, decode as decoded, near, px } from '../../tools/image/fixtures.js';
import { IROT_HEIC } from '../../tools/image/modern-samples.js';
import type { BotMessage } from './fake-bot-api.js';
import { startHarness, type Harness } from './harness.js';

/** An iPhone photo sent "as a file" (a document, not a compressed photo) must just work (issue 39, every door). */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ overrides: { tools: imageTools } });
});
afterAll(async () => {
  await h?.close();
});

const buttons = (m: BotMessage) => (m.reply_markup?.inline_keyboard ?? []).flat();

describe('a HEIC sent as a file in Telegram', () => {
  it('is offered the JPEG conversion, and a tap sends back a JPEG turned as the photo says', async () => {
    const file = h.api.addFile(IROT_HEIC, 'heic');
    h.api.sendUserMessage(70, '', { document: { file_id: file.file_id, file_name: 'IMG_0042.HEIC', mime_type: 'image/heic', file_size: file.file_size } });
    const offer = await h.api.waitFor(() => h.api.chatMessages(70).find((m) => buttons(m).length > 0), 15_000, 'tool offer');
    const jpeg = buttons(offer).find((b) => b.text.includes('Convert image to JPG'));
    expect(jpeg, buttons(offer).map((b) => b.text).join(' | ')).toBeDefined();
    h.api.pressButton(70, offer, jpeg!.callback_data!);
    const doc = await h.api.waitFor(() => h.api.chatMessages(70).find((m) => m.document), 30_000, 'the JPEG');
    expect(doc.document!.file_name).toBe('IMG_0042.jpg');
    expect((await sharp(doc.document!.data).metadata()).format).toBe('jpeg');
    const img = await decoded(doc.document!.data);
    // The sample is 48x32 with an irot box of 90 degrees: the JPEG stands upright, 32 wide and 48 tall, the green
    // corner at the bottom left and the blue half on top.
    expect([img.width, img.height]).toEqual([32, 48]);
    expect(near(px(img, 2, 45), GREEN, 40)).toBe(true);
    expect(near(px(img, 20, 10), BLUE, 40)).toBe(true);
  });
});
