import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE, GREEN, decode, near, px } from '../../tools/image/fixtures.js';
import { IROT_HEIC } from '../../tools/image/modern-samples.js';
import { buttonPress, messageCommand, modalSubmit, userMessage } from './fake/interactions.js';
import type { FakeMessage } from './fake/messages.js';
import { CHANNEL_ID, isOriginalEdit, startHarness, type Harness } from './harness.js';

/** An iPhone photo attached as a file must just work (issue 39, every door): offered and converted like a JPEG. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Modal = { custom_id: string; components: Array<{ component: { options?: Array<{ value: string }> } }> };
type PartButton = { custom_id: string };

/** Every form "Convert…" opens for the message: one, or one per part behind a private chooser. */
async function forms(token: string, userId: string): Promise<Modal[]> {
  const first = await h.fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/${token}/callback`), 10_000, 'the answer');
  if (first.body?.type === 9) return [h.fake.modals.get(token) as unknown as Modal];
  const parts = (first.body?.data as { components: Array<{ components: PartButton[] }> }).components.flatMap((r) => r.components);
  const out: Modal[] = [];
  for (const part of parts) {
    const press = buttonPress(h.as(userId), part.custom_id, h.fake.original(token) as FakeMessage);
    h.fake.dispatchInteraction(press);
    await h.fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/${press.token}/callback`) && c.body?.type === 9, 10_000, 'a form');
    out.push(h.fake.modals.get(press.token) as unknown as Modal);
  }
  return out;
}

describe('a HEIC attached in Discord', () => {
  it('"Convert…" offers the JPEG conversion, and its answer is an upright JPEG', async () => {
    const heic = h.fake.putAttachment(IROT_HEIC, 'IMG_0042.HEIC', 'image/heic');
    const menu = messageCommand(h.as('4901'), 'Convert…', userMessage(CHANNEL_ID, '', [heic]));
    h.fake.dispatchInteraction(menu);
    const offered = await forms(menu.token, '4901');
    const form = offered.find((f) => (f.components[0].component.options ?? []).some((o) => o.value === 'image-convert-jpg'));
    expect(form).toBeDefined();

    const sent = modalSubmit(h.as('4901'), form!.custom_id, [
      { type: 3, custom_id: 'tool', values: ['image-convert-jpg'] },
      { type: 4, custom_id: 'params', value: '' },
    ]);
    h.fake.dispatchInteraction(sent);
    const done = await h.fake.waitFor((c) => isOriginalEdit(sent.token)(c) && c.files.length === 1, 20_000, 'the JPEG');
    expect(done.files[0].name).toBe('IMG_0042.jpg');
    expect((await sharp(done.files[0].data).metadata()).format).toBe('jpeg');
    const img = await decode(done.files[0].data);
    // The sample is 48x32 with an irot box of 90 degrees: upright it is 32x48, green corner bottom left, blue on top.
    expect([img.width, img.height]).toEqual([32, 48]);
    expect(near(px(img, 2, 45), GREEN, 40)).toBe(true);
    expect(near(px(img, 20, 10), BLUE, 40)).toBe(true);
  });
});
