import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deployCommands } from '../../../src/bots/discord/deploy.js';
import { USER_INSTALL_NOTE } from '../../../src/bots/discord/install-context.js';
import { JumpingClock } from '../../helpers/clock.js';
import { twoColourPng } from '../../helpers/images.js';
import { slashCommand } from './fake/interactions.js';
import { callsOf, embedOf, isOriginalEdit, startHarness, type Harness } from './harness.js';

// A server and channel where the bot is no member: only the user installed the app.
const FOREIGN_GUILD = '400000000000000001';
const FOREIGN_CHANNEL = '400000000000000002';

let h: Harness;
const clock = new JumpingClock();

beforeAll(async () => {
  // Tokens keep their real lifetime; the test jumps the app's clock past it instead of waiting.
  h = await startHarness({ clock });
});
afterAll(async () => {
  await h?.close();
});

const userInstalled = (userId: string) => h.as(userId, { guildId: FOREIGN_GUILD, channelId: FOREIGN_CHANNEL, userInstall: true });
const channelCalls = () => h.fake.calls.filter((c) => c.path.startsWith(`/channels/${FOREIGN_CHANNEL}`));

describe('user install', () => {
  it('npm run deploy-commands registers every command for guild and user installs, in servers, the bot DM and group DMs', async () => {
    const { names } = await deployCommands({ token: h.fake.token, applicationId: h.fake.applicationId, apiUrl: h.fake.apiUrl });
    const put = h.fake.calls.find((c) => c.method === 'PUT' && c.path === `/applications/${h.fake.applicationId}/commands`)!;
    expect(put.status).toBe(200);
    const body = put.body as unknown as Array<{ name: string; integration_types: number[]; contexts: number[] }>;
    expect(names).toEqual(expect.arrayContaining(['price', 'convert']));
    for (const command of body) {
      expect(command.integration_types).toEqual([0, 1]);
      expect(command.contexts).toEqual([0, 1, 2]);
    }
  });

  it('/price from a user install answers through the interaction, never the channel', async () => {
    const p = slashCommand(userInstalled('3001'), 'price', [{ name: 'game', type: 3, value: '620' }]);
    h.fake.dispatchInteraction(p);
    const edit = await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the card');
    expect(embedOf(edit).title).toBe('Portal 2');
    expect(channelCalls()).toEqual([]);
  });

  it('/convert from a user install says results after 15 minutes come by DM, and one that outlives the token does', async () => {
    const input = h.fake.putAttachment(await twoColourPng(), 'pic.png', 'image/png');
    const p = slashCommand(
      userInstalled('3002'),
      'convert',
      [
        { name: 'tool', type: 3, value: 'image-grayscale' },
        { name: 'file', type: 11, value: input.id },
      ],
      [input],
    );
    h.fake.dispatchInteraction(p);
    const note = await h.fake.waitFor(
      (c) => c.method === 'POST' && c.path.endsWith(`/webhooks/${h.fake.applicationId}/${p.token}`),
      10_000,
      'the user-install note',
    );
    expect(note.body).toMatchObject({ content: USER_INSTALL_NOTE, flags: 64 });

    // The job is held past the token's life, then finishes: the result goes to the user's DM.
    await vi.waitUntil(() => h.gate.waiting() === 1, { timeout: 5000, interval: 25 });
    // Past the token's 15 minutes (less the minute kept in hand) while the job is held.
    clock.jump(15 * 60_000);
    h.gate.release();
    const dm = await h.fake.waitFor(
      (c) => c.method === 'POST' && /^\/channels\/\d+\/messages$/.test(c.path) && c.status === 200,
      15_000,
      'the result in a DM',
    );
    expect(h.fake.calls.some((c) => c.method === 'POST' && c.path === '/users/@me/channels')).toBe(true);
    expect(dm.path).not.toContain(FOREIGN_CHANNEL);
    expect(dm.files.map((f) => f.name)).toEqual(['pic.png']);
    expect(channelCalls()).toEqual([]);
    expect(callsOf(h.fake, p.token, 'POST')[0].body).toMatchObject({ type: 5 });
  });
});
