import { expect, it } from 'vitest';
import { BotRunner, botStateText, type BotSpec, type StopBot } from '../../../src/app/bot-runner.js';
import { createLogger } from '../../../src/logger.js';
import { ManualClock } from '../../helpers/clock.js';
import { ManualTimers } from '../../helpers/timers.js';

/** A bot whose attempts the test settles one by one; an attempt ends when the runner gives it up. */
function scriptedBot(permanent: (err: unknown) => boolean = () => false) {
  const attempts: Array<{ signal: AbortSignal; up(stop: StopBot | null): void; fail(err: Error): void }> = [];
  const spec: BotSpec = {
    name: 'platform',
    configured: true,
    permanent,
    start: (signal) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason as Error));
        attempts.push({ signal, up: resolve, fail: reject });
      }),
  };
  return { spec, attempts };
}

const ATTEMPT_MS = 30_000;
const settle = () => new Promise((r) => setImmediate(r));

function runner(spec: BotSpec) {
  const clock = new ManualClock(Date.UTC(2026, 10, 28, 12, 0, 0));
  const timers = new ManualTimers();
  const bot = new BotRunner(spec, { attemptMs: ATTEMPT_MS, backoffMs: 1_000, maxBackoffMs: 4_000, now: () => clock.now(), timers, log: createLogger('silent') });
  return { bot, clock, timers };
}

it('an attempt with no answer in time is given up and retried, after pauses that double to their cap; "retrying since" keeps the first failure', async () => {
  const { spec, attempts } = scriptedBot();
  const { bot, clock, timers } = runner(spec);
  bot.start();
  await settle();
  expect(bot.state()).toEqual({ state: 'starting' });
  expect(attempts).toHaveLength(1);

  timers.fire(ATTEMPT_MS);
  await settle();
  expect(attempts[0].signal.aborted).toBe(true);
  expect(bot.state()).toEqual({ state: 'retrying', since: clock.now(), reason: 'no answer within 30 s' });
  expect(botStateText(bot.state())).toBe('retrying since 2026-11-28T12:00:00.000Z');
  const firstFailure = clock.now();

  // The pauses: 1 s, 2 s, 4 s, then 4 s again (the cap); each failure in between keeps the first time.
  for (const pause of [1_000, 2_000, 4_000, 4_000]) {
    expect(timers.count(pause)).toBe(1);
    clock.advance(pause);
    timers.fire(pause);
    await settle();
    attempts.at(-1)!.fail(new Error('connect ECONNREFUSED'));
    await settle();
    expect(bot.state()).toEqual({ state: 'retrying', since: firstFailure, reason: 'connect ECONNREFUSED' });
  }
  expect(attempts).toHaveLength(5);

  timers.fire(4_000);
  await settle();
  let stopped = 0;
  attempts.at(-1)!.up(async () => void stopped++);
  await settle();
  expect(bot.state()).toEqual({ state: 'up', since: clock.now() });
  await bot.stop();
  expect(stopped).toBe(1);
});

it('a refusal no retry can mend leaves the bot failed, with no further attempt', async () => {
  const { spec, attempts } = scriptedBot((err) => (err as Error).message.includes('401'));
  const { bot, timers } = runner(spec);
  bot.start();
  await settle();
  attempts[0].fail(new Error('401: Unauthorized'));
  await settle();
  expect(bot.state()).toEqual({ state: 'failed', reason: '401: Unauthorized' });
  expect(timers.count(1_000)).toBe(0);
  expect(attempts).toHaveLength(1);
});

it('a bot without a token is off; a stop during an attempt ends it at once, and one during a pause starts none', async () => {
  const off = scriptedBot();
  const a = runner(off.spec);
  a.bot.start();
  await settle();
  off.attempts[0].up(null);
  await settle();
  expect(a.bot.state()).toEqual({ state: 'off' });

  const hanging = scriptedBot();
  const b = runner(hanging.spec);
  b.bot.start();
  await settle();
  await b.bot.stop();
  expect(hanging.attempts[0].signal.aborted).toBe(true);

  const pausing = scriptedBot();
  const c = runner(pausing.spec);
  c.bot.start();
  await settle();
  pausing.attempts[0].fail(new Error('ETIMEDOUT'));
  await settle();
  await c.bot.stop();
  c.timers.fire(1_000);
  await settle();
  expect(pausing.attempts).toHaveLength(1);
  expect(c.timers.count(1_000)).toBe(0);
});

it('a start that comes up after it was given up is stopped again, so nothing runs for a bot counted as retrying', async () => {
  let stopped = 0;
  let resolveLate!: (stop: StopBot) => void;
  const spec: BotSpec = {
    name: 'slow',
    configured: true,
    permanent: () => false,
    // Ignores its signal: comes up late whatever the runner decided.
    start: () => new Promise((resolve) => (resolveLate = resolve)),
  };
  const { bot, timers } = runner(spec);
  bot.start();
  await settle();
  timers.fire(ATTEMPT_MS);
  await settle();
  expect(bot.state().state).toBe('retrying');
  resolveLate(async () => void stopped++);
  await settle();
  expect(stopped).toBe(1);
});

it('a bot without a token is off from the start: the summary never shows it starting', () => {
  const { spec, attempts } = scriptedBot();
  const { bot } = runner({ ...spec, configured: false });
  bot.start();
  expect(bot.state()).toEqual({ state: 'off' });
  expect(attempts).toHaveLength(0);
});
