/**
 * The schedule of a source that is polled and then posted from (deals, giveaways, bundles): a first poll soon after
 * start, then one every interval, and a posting pass on its own shorter period so that chats get what an earlier
 * pass could not send. Unref'd, so a stopping process is never held open by it. Idempotent; off at interval 0.
 */
export class PollLoop {
  readonly #timers: Array<ReturnType<typeof setTimeout>> = [];

  start(o: { firstMs: number; intervalMs: number; deliverMs: number; poll: () => Promise<void>; deliver: () => Promise<void>; fail: (err: unknown) => void }): void {
    if (this.#timers.length > 0 || o.intervalMs <= 0) return;
    const run = () => void o.poll().then(o.deliver).catch(o.fail);
    this.#timers.push(setTimeout(run, o.firstMs), setInterval(run, o.intervalMs), setInterval(() => void o.deliver().catch(o.fail), Math.max(1000, o.deliverMs)));
    for (const t of this.#timers) t.unref();
  }

  stop(): void {
    // clearTimeout clears an interval as well (one id space in Node).
    for (const t of this.#timers.splice(0)) clearTimeout(t);
  }
}

/** Runs `run` with a signal that aborts after `ms`: one source's slowness costs only its own deadline. */
export async function withTimeout<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
