import type { Timers } from '../core/timers.ports.js';
import type { Logger } from '../logger.js';

/** Where one bot stands; the start-up summary and /readyz report it. */
export type BotState =
  | { state: 'starting' }
  | { state: 'retrying'; since: number; reason: string }
  | { state: 'up'; since: number }
  | { state: 'off' }
  | { state: 'failed'; reason: string };

/** A stopped bot (or one that never came up) answers this. */
export type StopBot = () => Promise<void>;

export interface BotSpec {
  name: string;
  /** False: the bot has no token, so it is `off` from the start and no attempt is made. */
  configured: boolean;
  /**
   * One attempt to start: the bot's stop once it is up, or null when it is off (no token). It should settle soon
   * after `signal` aborts (a stop, or an attempt that took too long); the runner does not wait for it longer.
   */
  start(signal: AbortSignal): Promise<StopBot | null>;
  /** An error no further attempt can mend (a refused token, a missing setting): the bot stays off as `failed`. */
  permanent(err: unknown): boolean;
}

export interface BotRunnerOptions {
  /** An attempt with no outcome by then is given up and tried again. */
  attemptMs: number;
  /** The wait before the second attempt; it doubles after each failure up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  now: () => number;
  timers: Timers;
  log: Logger;
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Starts one bot on its own: each attempt is bounded, a platform that does not answer is tried again with a
 * growing pause, a refusal that cannot mend ends it. Nothing else waits for it, so HTTP and the other bots serve
 * whatever one platform does; `stop` ends an attempt under way as well as a running bot.
 */
export class BotRunner {
  #state: BotState = { state: 'starting' };
  #stopBot: StopBot | null = null;
  #stopped = false;
  /** Aborts the attempt under way, or ends the pause before the next one. */
  readonly #halt = new AbortController();
  #loop: Promise<void> | null = null;
  /** The attempt under way, settled or not: a stop waits for it to let go of its connections. */
  #attempt: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly spec: BotSpec,
    private readonly opts: BotRunnerOptions,
  ) {}

  get name(): string {
    return this.spec.name;
  }

  state(): BotState {
    return this.#state;
  }

  /** Begins the attempts; answers at once. */
  start(): void {
    if (!this.spec.configured) {
      this.#state = { state: 'off' };
      return;
    }
    this.#loop ??= this.#run().catch((err: unknown) => {
      this.#state = { state: 'failed', reason: reasonOf(err) };
      this.opts.log.error({ err, bot: this.name }, `${this.name} bot failed`);
    });
  }

  /** Ends an attempt under way (or the wait for the next) and stops the bot if it is up. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#halt.abort(new Error(`${this.name} bot stopping`));
    await this.#loop;
    await this.#attempt;
    const stop = this.#stopBot;
    this.#stopBot = null;
    await stop?.();
  }

  async #run(): Promise<void> {
    const { log, timers, now } = this.opts;
    let pause = this.opts.backoffMs ?? 1_000;
    while (!this.#stopped) {
      const attempt = new AbortController();
      const offHalt = () => attempt.abort(this.#halt.signal.reason);
      this.#halt.signal.addEventListener('abort', offHalt);
      const cancelTimer = timers.after(this.opts.attemptMs, () =>
        attempt.abort(new Error(`no answer within ${Math.round(this.opts.attemptMs / 1000)} s`)),
      );
      const started = this.spec.start(attempt.signal);
      this.#attempt = started.catch(() => undefined);
      try {
        // The attempt is given up when its signal aborts, whether or not the bot's own start has noticed.
        const stop = await Promise.race([started, abortedBy(attempt.signal)]);
        if (this.#stopped) {
          await stop?.();
          return;
        }
        if (!stop) {
          this.#state = { state: 'off' };
          return;
        }
        this.#stopBot = stop;
        this.#state = { state: 'up', since: now() };
        return;
      } catch (err) {
        // A start that comes up after it was given up is stopped again, so nothing runs for a bot counted off.
        started.then((late) => late?.(), () => undefined).catch(() => undefined);
        if (this.#stopped) return;
        if (this.spec.permanent(err)) {
          this.#state = { state: 'failed', reason: reasonOf(err) };
          log.error({ err, bot: this.name }, `${this.name} bot could not start; it stays off`);
          return;
        }
        const since = this.#state.state === 'retrying' ? this.#state.since : now();
        this.#state = { state: 'retrying', since, reason: reasonOf(err) };
        log.warn({ bot: this.name, reason: reasonOf(err), retryInS: pause / 1000 }, `${this.name} bot could not start; retrying`);
        await new Promise<void>((resolve) => {
          const cancel = timers.after(pause, resolve);
          this.#halt.signal.addEventListener('abort', () => (cancel(), resolve()), { once: true });
        });
        pause = Math.min(pause * 2, this.opts.maxBackoffMs ?? 60_000);
      } finally {
        cancelTimer();
        this.#halt.signal.removeEventListener('abort', offHalt);
      }
    }
  }
}

function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

/** A bot's state as one short phrase: `starting`, `retrying since <ISO time>`, `up`, `off` or `failed`. */
export function botStateText(s: BotState): string {
  switch (s.state) {
    case 'retrying':
      return `retrying since ${new Date(s.since).toISOString()}`;
    default:
      return s.state;
  }
}
