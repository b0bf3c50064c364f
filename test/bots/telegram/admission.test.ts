import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { gated } from '../../helpers/gate.js';
import { twoColourPng } from '../../helpers/images.js';
import { startHarness, type Harness } from './harness.js';

const grayscale = gated(ALL_TOOLS.find((t) => t.slug === 'image-grayscale')!);
let h: Harness;

beforeAll(async () => {
  h = await startHarness({
    overrides: { tools: [...ALL_TOOLS.filter((t) => t.slug !== 'image-grayscale'), grayscale.tool] },
    env: { MAX_ACTIVE_JOBS_PER_SESSION: '2' },
  });
});
afterAll(async () => {
  grayscale.release();
  await h?.close();
});

it('a user at the active-job limit is refused before the file is downloaded', async () => {
  const png = await twoColourPng(16, 16);
  for (let i = 0; i < 2; i++) {
    const file = h.api.addFile(png, 'png');
    h.api.sendUserMessage(90, '/convert image-grayscale', { document: { file_id: file.file_id, file_name: 'a.png', file_size: file.file_size } });
  }
  await h.api.waitFor(() => h.api.chatMessages(90).length >= 2 && h.api.chatMessages(90), 10_000, 'two status messages');
  expect(h.api.callsTo('getFile')).toHaveLength(2);

  const third = h.api.addFile(png, 'png');
  h.api.sendUserMessage(90, '/convert image-grayscale', { document: { file_id: third.file_id, file_name: 'c.png', file_size: third.file_size } });
  const refusal = await h.api.waitFor(() => h.api.chatMessages(90)[2], 10_000, 'the refusal');
  expect(refusal.text).toBe('You already have 2 active jobs; the limit is 2. Wait for one to finish.');
  // The third file was never asked for: no getFile, no download.
  expect(h.api.callsTo('getFile').map((c) => c.payload.file_id)).not.toContain(third.file_id);
});
