import { afterEach, expect, it } from 'vitest';
import { until } from '../../helpers/processes.js';
import { slashCommand } from '../../bots/discord/fake/interactions.js';
import { FakeDiscord } from '../../bots/discord/fake/server.js';
import { exitOf, silentServer, startMainProcess, type Cleanups } from './helpers/main-process.js';

/**
 * Issue 35 item 3: each bot starts on its own. The real service (src/main.ts as a child process) with both bots
 * configured and a Telegram Bot API that accepts connections and never answers: HTTP and Discord serve, the
 * start-up summary is logged with each bot's state, /readyz names Telegram as retrying (and stays ready), and a
 * SIGTERM stops everything cleanly within SHUTDOWN_TIMEOUT_S.
 */

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

interface Check {
  ok: boolean;
  state?: string;
  detail?: string;
}

it('a Telegram that never answers holds up neither HTTP nor Discord; /readyz says it is retrying; SIGTERM exits 0 in time', async () => {
  const telegramApi = await silentServer(cleanups);
  const discord = await new FakeDiscord().start();
  cleanups.push(() => discord.stop());
  const shutdownS = 5;
  const service = await startMainProcess(
    {
      TELEGRAM_BOT_TOKEN: '123456:silent-api',
      TELEGRAM_API_ROOT: telegramApi.url,
      DISCORD_TOKEN: discord.token,
      DISCORD_APPLICATION_ID: discord.applicationId,
      DISCORD_API_URL: discord.apiUrl,
      BOT_START_TIMEOUT_S: '1',
      SHUTDOWN_TIMEOUT_S: String(shutdownS),
    },
    cleanups,
  );

  // The summary is logged once HTTP is up, with each bot's state: neither has had an answer yet.
  const summary = await until('the start-up summary', () => service.lines.find((l) => l.msg === 'started'), 60_000);
  const bots = summary.bots as Record<string, string>;
  expect(Object.keys(bots).sort()).toEqual(['discord', 'telegram']);
  expect(bots.telegram).toMatch(/^(starting|retrying since \d{4}-\d\d-\d\dT)/);
  expect((await fetch(`${service.url}/healthz`)).status).toBe(200);

  // Discord comes up and answers a command while Telegram's first call is still unanswered.
  await until('the Discord bot to be up', () => service.lines.some((l) => l.msg === 'discord bot ready'), 60_000);
  const help = slashCommand({ applicationId: discord.applicationId, user: { id: '4001', username: 'u' }, channelId: '4002' }, 'help');
  discord.dispatchInteraction(help);
  const answer = await discord.waitFor((c) => c.method === 'PATCH' && c.path.endsWith(`/${help.token}/messages/@original`));
  expect(answer.status).toBe(200);
  expect(telegramApi.connections()).toBeGreaterThan(0);

  // After the first attempt ran out of time, /readyz names Telegram as retrying since a moment, and the
  // process stays ready: a chat platform out of reach does not take HTTP out of a balancer.
  const ready = await until(
    '/readyz to show telegram retrying',
    async () => {
      const res = await fetch(`${service.url}/readyz`);
      const body = (await res.json()) as { ok: boolean; checks: Record<string, Check> };
      return body.checks['bot:telegram']?.state === 'retrying' ? { status: res.status, body } : null;
    },
    30_000,
  );
  expect(ready.status).toBe(200);
  expect(ready.body.ok).toBe(true);
  expect(ready.body.checks['bot:telegram'].detail).toMatch(/^retrying since \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z: no answer within 1 s$/);
  expect(ready.body.checks['bot:discord']).toMatchObject({ ok: true, state: 'up', detail: 'up' });
  // The checks that were there before are all still reported.
  expect(Object.keys(ready.body.checks)).toEqual(expect.arrayContaining(['shutdown', 'disk']));
  // The log line is written as the state changes, but reaches this process through a pipe: wait for it.
  await until('the retry to be logged', () => service.lines.some((l) => l.msg === 'telegram bot could not start; retrying'), 10_000);

  const sent = Date.now();
  service.child.kill('SIGTERM');
  expect(await exitOf(service, 60_000)).toEqual({ code: 0, signal: null });
  expect(Date.now() - sent).toBeLessThan(shutdownS * 1000);
  expect(service.lines.some((l) => l.msg === 'stopped')).toBe(true);
}, 120_000);
