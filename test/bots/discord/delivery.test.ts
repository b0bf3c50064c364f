import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buttonPress, slashCommand } from './fake/interactions.js';
import { CHANNEL_ID, callsOf, embedOf, isOriginalEdit, startHarness, type Harness } from './harness.js';

let h: Harness;

beforeAll(async () => {
  // The hourly watch timer never fires within the test: it runs the checker itself.
  h = await startHarness({ bot: { watchIntervalMs: 3_600_000 } });
});
afterAll(async () => {
  await h?.close();
});

async function pngAttachment(name = 'pic.png') {
  const data = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .png()
    .toBuffer();
  return h.fake.putAttachment(data, name, 'image/png');
}

async function startHeldJob(userId: string) {
  const att = await pngAttachment();
  const p = slashCommand(h.as(userId), 'convert', [
    { name: 'tool', type: 3, value: 'image-grayscale' },
    { name: 'file', type: 11, value: att.id },
  ], [att]);
  h.fake.dispatchInteraction(p);
  await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the queued state');
  await vi.waitUntil(() => h.gate.waiting() > 0, { timeout: 5000, interval: 25 });
  expect(h.gate.waiting()).toBe(1);
  const owner = h.app.services.sessions.ownerForChat('discord', userId);
  const [job] = await h.app.services.jobs.list(owner, 1);
  return { p, owner, jobId: job.id };
}

async function waitForStatus(owner: string, jobId: string, status: string): Promise<void> {
  await vi.waitUntil(async () => (await h.app.services.jobs.get(owner, jobId)).status === status, { timeout: 10_000, interval: 25 });
}

const channelPosts = () => h.fake.calls.filter((c) => c.method === 'POST' && c.path === `/channels/${CHANNEL_ID}/messages`);

describe('delivery', () => {
  it('posts the result in the channel, mentioning the user, once the interaction token has expired', async () => {
    const { p } = await startHeldJob('3001');
    h.fake.expireToken(p.token);
    const before = channelPosts().length;
    h.gate.release();
    const post = await h.fake.waitFor(
      (c) => c.method === 'POST' && c.path === `/channels/${CHANNEL_ID}/messages` && channelPosts().indexOf(c) >= before,
      10_000,
      'the channel post',
    );
    expect(post.status).toBe(200);
    expect(post.body?.content).toBe('<@3001>');
    expect(post.body?.allowed_mentions).toEqual({ users: ['3001'], parse: [] });
    expect(post.files).toHaveLength(1);
    const { info } = await sharp(post.files[0].data).toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([16, 16]);
    // The edit was tried first and refused as Discord does after 15 minutes.
    expect(callsOf(h.fake, p.token, 'PATCH').some((c) => c.status === 401)).toBe(true);
  });

  it('leaves no stale Cancel button after the token expired: the reply is settled through its channel message', async () => {
    const { p } = await startHeldJob('3005');
    const reply = h.fake.original(p.token)!;
    expect(reply.components).toHaveLength(1);
    h.fake.expireToken(p.token);
    h.gate.release();
    const settled = await h.fake.waitFor(
      (c) =>
        c.method === 'PATCH' &&
        c.path === `/channels/${CHANNEL_ID}/messages/${reply.id}` &&
        String(embedOf(c).description).includes('100%'),
      10_000,
      'the edit through the channel',
    );
    expect(settled.status).toBe(200);
    expect(settled.body?.components).toEqual([]);
    expect(h.fake.messages.get(reply.id)?.components).toEqual([]);
    expect(String(h.fake.messages.get(reply.id)?.embeds[0]?.description)).toMatch(/100%\nDone: pic\.png/);
    // The result itself went to the channel, mentioning the user.
    expect(channelPosts().some((c) => c.body?.content === '<@3005>' && c.files.length === 1)).toBe(true);
  });

  it('delivers a result that finished while the bot was down, exactly once, after it starts again', async () => {
    const { p, owner, jobId } = await startHeldJob('3002');
    await h.bot.stop();
    h.gate.release();
    await waitForStatus(owner, jobId, 'completed');
    // Whatever the finished job set off has settled: the stopped bot sent nothing.
    await h.chat.delivery.idle();
    expect(callsOf(h.fake, p.token, 'PATCH').filter((c) => c.files.length > 0)).toHaveLength(0);

    await h.restartBot();
    const done = await h.fake.waitFor((c) => isOriginalEdit(p.token)(c) && c.files.length === 1, 10_000, 'the late result');
    expect(String(embedOf(done).description)).toContain('100%');
    await h.chat.delivery.idle();
    await h.chat.delivery.resume('discord');
    await h.chat.delivery.idle();
    expect(callsOf(h.fake, p.token, 'PATCH').filter((c) => c.files.length > 0)).toHaveLength(1);
    expect((await h.chat.outbox.get(jobId))?.state).toBe('delivered');
  });

  it('keeps a job\'s message up to date across a restart while the job still runs', async () => {
    const { p } = await startHeldJob('3004');
    await h.bot.stop();
    const restartedAt = Date.now();
    await h.restartBot();
    const redrawn = await h.fake.waitFor(
      (c) => isOriginalEdit(p.token)(c) && c.at >= restartedAt,
      5000,
      'a progress edit from the restarted bot',
    );
    expect(String(embedOf(redrawn).description)).toBe('████░░░░░░ 40%\nStage: waiting for the test');
    h.gate.release();
    await h.fake.waitFor((c) => isOriginalEdit(p.token)(c) && c.files.length === 1, 10_000, 'the result');
  });

  it('shows a failed job with the spec\'s user-facing message', async () => {
    // A PNG whose header promises more than the data holds: the type check passes, decoding fails.
    const good = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).png().toBuffer();
    const broken = h.fake.putAttachment(good.subarray(0, 60), 'broken.png', 'image/png');
    const p = slashCommand(h.as('3003'), 'convert', [
      { name: 'tool', type: 3, value: 'image-invert' },
      { name: 'file', type: 11, value: broken.id },
    ], [broken]);
    h.fake.dispatchInteraction(p);
    const failed = await h.fake.waitFor(
      (c) => isOriginalEdit(p.token)(c) && /Failed/.test(String(embedOf(c).description)),
      10_000,
      'the failed state',
    );
    expect(embedOf(failed).description).toBe('Failed: The file could not be processed. Check the format and retry.');
    expect(failed.body?.components).toEqual([]);
    expect(failed.files).toHaveLength(0);
    // Besides the silent edit, a new message answers the request, so the user is notified.
    const notice = await h.fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/${p.token}`) && c.status === 200, 5000, 'the notice');
    expect(notice.body).toMatchObject({
      content: '<@3003> ❌ Invert colours failed: The file could not be processed. Check the format and retry.',
      allowed_mentions: { users: ['3003'], parse: [] },
    });
  });

  it('names the job’s tool in the language of the interaction, in its status and in the failure notice', async () => {
    const good = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).png().toBuffer();
    const broken = h.fake.putAttachment(good.subarray(0, 60), 'broken.png', 'image/png');
    const p = {
      ...slashCommand(h.as('3005'), 'convert', [
        { name: 'tool', type: 3, value: 'image-invert' },
        { name: 'file', type: 11, value: broken.id },
      ], [broken]),
      locale: 'de',
    };
    h.fake.dispatchInteraction(p);
    const failed = await h.fake.waitFor((c) => isOriginalEdit(p.token)(c) && c.files.length === 0 && (c.body?.components as unknown[] | undefined)?.length === 0, 10_000, 'the failed state');
    expect(embedOf(failed).title).toBe('Farben umkehren');
    const notice = await h.fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/${p.token}`) && c.status === 200, 5000, 'the notice');
    expect(String(notice.body?.content)).toContain('Farben umkehren');
    expect(String(notice.body?.content)).not.toContain('Invert colours');
  });
});

describe('the error boundary', () => {
  it('turns an unexpected failure into a short private apology, never a stack', async () => {
    h.fake.failNext('PATCH', /\/messages\/@original$/, 400, { message: 'Invalid Form Body', code: 50035 });
    const p = slashCommand(h.as('3101'), 'tools', []);
    h.fake.dispatchInteraction(p);
    const apology = await h.fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/${p.token}`), 10_000, 'the apology');
    expect(apology.body).toMatchObject({ flags: 64 });
    expect(apology.body?.content).toBe('❌ Sorry, something went wrong while handling that. Please try again later.');
  });
});

describe('other commands', () => {
  it('/tools pages through the catalogue with buttons; /tools <slug> shows a tool\'s options', async () => {
    const p = slashCommand(h.as('3201'), 'tools', []);
    h.fake.dispatchInteraction(p);
    await h.fake.waitFor(isOriginalEdit(p.token));
    const message = h.fake.original(p.token)!;
    expect(String((message.embeds[0].footer as { text: string }).text)).toMatch(/^Page 1\/\d+ · \d+ tools/);
    const next = (message.components[0] as { components: Array<{ custom_id: string; disabled?: boolean }> }).components[1];
    expect(next.custom_id).toBe('tools:2:');
    const press = buttonPress(h.as('3201'), next.custom_id, message);
    h.fake.dispatchInteraction(press);
    const update = await h.fake.waitFor((c) => c.path.endsWith(`/${press.token}/callback`));
    expect(update.body).toMatchObject({ type: 7 });
    expect(String((h.fake.messages.get(message.id)!.embeds[0].footer as { text: string }).text)).toMatch(/^Page 2\//);

    const detail = slashCommand(h.as('3201'), 'tools', [{ name: 'query', type: 3, value: 'image-resize' }]);
    h.fake.dispatchInteraction(detail);
    const shown = embedOf(await h.fake.waitFor(isOriginalEdit(detail.token)));
    expect(String(shown.title)).toContain('image-resize');
    expect((shown.fields as Array<{ name: string }>).map((f) => f.name)).toEqual(expect.arrayContaining(['width', 'height']));
  });

  it('/jobs lists only the caller\'s jobs, privately; /cancel stops one by id', async () => {
    const { owner, jobId } = await startHeldJob('3301');
    const mine = slashCommand(h.as('3301'), 'jobs', []);
    h.fake.dispatchInteraction(mine);
    const list = await h.fake.waitFor(isOriginalEdit(mine.token));
    expect(callsOf(h.fake, mine.token, 'POST')[0].body).toMatchObject({ type: 5, data: { flags: 64 } });
    expect(String(embedOf(list).description)).toContain(`\`${jobId}\` **image-grayscale**`);

    const other = slashCommand(h.as('3302'), 'jobs', []);
    h.fake.dispatchInteraction(other);
    const empty = await h.fake.waitFor(isOriginalEdit(other.token));
    expect(empty.body?.content).toBe('You have no jobs. Start one with /convert.');

    const stop = slashCommand(h.as('3301'), 'cancel', [{ name: 'job_id', type: 3, value: jobId }]);
    h.fake.dispatchInteraction(stop);
    const done = await h.fake.waitFor(isOriginalEdit(stop.token));
    expect(done.body?.content).toBe(`✅ Job \`${jobId}\` cancelled.`);
    await expect(h.app.services.jobs.get(owner, jobId)).rejects.toThrow();
  });

  it('/help lists the Discord commands with their options', async () => {
    const p = slashCommand(h.as('3401'), 'help', []);
    h.fake.dispatchInteraction(p);
    const text = String(embedOf(await h.fake.waitFor(isOriginalEdit(p.token))).description);
    for (const usage of ['/price game: [region:]', '/convert tool: [params:] [url:] [then:] [file:] [file2:] [file3:] [file4:] [file5:]', '/watch game: [price:] [region:] [rules:]', '/unwatch which:']) {
      expect(text).toContain(usage);
    }
    expect(text).not.toContain('/start');
  });
});

describe('price alerts', () => {
  it('posts an alert once in the watch\'s channel, mentioning the user, when the price drops to the target', async () => {
    const watch = slashCommand(h.as('3501'), 'watch', [
      { name: 'game', type: 3, value: '620' },
      { name: 'price', type: 10, value: 1.5 },
    ]);
    h.fake.dispatchInteraction(watch);
    const confirm = embedOf(await h.fake.waitFor(isOriginalEdit(watch.token)));
    expect(confirm.title).toBe('Watching: Portal 2');
    expect(String(confirm.description)).toContain('$1.50');

    const list = slashCommand(h.as('3501'), 'watches', []);
    h.fake.dispatchInteraction(list);
    expect(String(embedOf(await h.fake.waitFor(isOriginalEdit(list.token))).description)).toContain('**Portal 2** ≤ $1.50');

    // A check with the price above the target: nothing is posted.
    expect(await h.chat.commands.watches.check()).toEqual([]);
    const isAlert = (c: { method: string; path: string; body: Record<string, unknown> | null }) =>
      c.method === 'POST' && c.path === `/channels/${CHANNEL_ID}/messages` && c.body?.content === '<@3501>';
    expect(h.fake.calls.filter(isAlert)).toHaveLength(0);

    h.prices.games.get(620)!.dealPrice = 1.29;
    expect(await h.chat.commands.watches.check()).toHaveLength(1);
    const alert = await h.fake.waitFor(isAlert, 10_000, 'the price alert');
    expect(alert.body?.allowed_mentions).toEqual({ users: ['3501'], parse: [] });
    const embed = embedOf(alert);
    expect(embed.title).toBe('Price alert: Portal 2');
    expect(String(embed.description)).toBe('Best price $1.29 (official store) is at or below your target $1.50.');

    // Still low on the next check: no repeat.
    expect(await h.chat.commands.watches.check()).toEqual([]);
    expect(h.fake.calls.filter(isAlert)).toHaveLength(1);

    const remove = slashCommand(h.as('3501'), 'unwatch', [{ name: 'which', type: 3, value: '620' }]);
    h.fake.dispatchInteraction(remove);
    expect((await h.fake.waitFor(isOriginalEdit(remove.token))).body?.content).toMatch(/^✅ Removed: Portal 2/);
  });
});
