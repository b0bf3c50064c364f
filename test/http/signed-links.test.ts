import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../helpers/app.js';
import { twoColourPng } from '../helpers/images.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.destroy();
});

describe('signed download links (chat deliveries)', () => {
  it('serve the result to anyone holding the link, and nothing for a wrong or foreign token', async () => {
    const owner = new Client(app.url);
    const a = await owner.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'a.png' });
    const b = await owner.upload('/upload', { tool: 'image-grayscale' }, { data: await twoColourPng(), name: 'b.png' });
    const idA = a.body.job_id as string;
    const idB = b.body.job_id as string;
    await owner.waitForJob(idA);
    await owner.waitForJob(idB);
    const link = await app.services.signedDownloadUrl(idA);
    expect(link.startsWith(`${app.services.config.BASE_URL}/download/${idA}?t=`)).toBe(true);
    const token = new URL(link).searchParams.get('t')!;

    const stranger = new Client(app.url);
    const ok = await stranger.request(`/download/${idA}?t=${token}`);
    expect(ok.status).toBe(200);
    const mine = await owner.request(`/download/${idA}`);
    expect(Buffer.from(await ok.arrayBuffer()).equals(Buffer.from(await mine.arrayBuffer()))).toBe(true);

    // The token of one job opens no other job, and a tampered token opens nothing.
    expect((await stranger.request(`/download/${idB}?t=${token}`)).status).toBe(404);
    expect((await stranger.request(`/download/${idA}?t=${token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await stranger.request(`/download/${idA}?t=`)).status).toBe(404);
  });
});
