/**
 * The order things stop in. Intake first (the HTTP server stops accepting; requests under way finish), then
 * work (workers stop taking jobs), then the bots (each for a bounded time), then the background passes (sweeps,
 * watches, delivery retries, purges, metrics), and the engines last (every write flushed, connections closed).
 */
export const STOP_ORDER = ['intake', 'work', 'bots', 'background', 'engines'] as const;
export type StopPhase = (typeof STOP_ORDER)[number];

interface Part {
  name: string;
  phase: StopPhase;
  /** Given the time left for this part; it should settle by then (it is not waited for longer). */
  stop: (budgetMs: number) => Promise<void>;
}

export interface StopReport {
  /** Parts that had not stopped when their time ran out (they were left, not waited for). */
  late: string[];
  /** Parts whose stop threw. */
  failed: Array<{ name: string; err: unknown }>;
}

/** The share of the time left a bot may take, so the engines still flush after a bot that never answers. */
const BOT_SHARE = 0.5;

/**
 * The one place everything that runs is registered and stopped: the composition root adds each part as it
 * starts it, and `stop` takes them down phase by phase within one deadline. Within a phase parts stop
 * together; a part that overruns its time is reported and left behind, so one silent dependency (a Bot API
 * that never answers) cannot keep the process alive.
 */
export class Lifecycle {
  readonly #parts: Part[] = [];
  #stopping: Promise<StopReport> | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** Registers how to stop something that was started; later parts of a phase stop alongside earlier ones. */
  add(name: string, phase: StopPhase, stop: (budgetMs: number) => Promise<void> | void): void {
    if (this.#stopping) throw new Error(`cannot add ${name}: stopping`);
    this.#parts.push({ name, phase, stop: async (budget) => stop(budget) });
  }

  get stopping(): boolean {
    return this.#stopping !== null;
  }

  /** Stops every part within `deadlineMs`; a second call answers the first one's outcome. */
  stop(deadlineMs: number): Promise<StopReport> {
    this.#stopping ??= this.#stopAll(deadlineMs);
    return this.#stopping;
  }

  async #stopAll(deadlineMs: number): Promise<StopReport> {
    const end = this.now() + deadlineMs;
    const report: StopReport = { late: [], failed: [] };
    for (const phase of STOP_ORDER) {
      const parts = this.#parts.filter((p) => p.phase === phase);
      if (parts.length === 0) continue;
      const left = Math.max(0, end - this.now());
      // Bots may hang on a platform that never answers: each gets a share, the rest is kept for the engines.
      const budget = phase === 'bots' ? Math.floor(left * BOT_SHARE) : phase === 'engines' ? left : Math.floor(left * 0.8);
      await Promise.all(parts.map((part) => this.#stopOne(part, budget, report)));
    }
    return report;
  }

  async #stopOne(part: Part, budgetMs: number, report: StopReport): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), budgetMs);
    });
    const stopped = part.stop(budgetMs).then(
      () => 'done' as const,
      (err: unknown) => {
        report.failed.push({ name: part.name, err });
        return 'failed' as const;
      },
    );
    try {
      if ((await Promise.race([stopped, late])) === 'late') report.late.push(part.name);
    } finally {
      clearTimeout(timer);
    }
  }
}
