/**
 * Runs one program as a process group of its own and watches it the way the MuPDF workers are watched: resident
 * memory of the whole group, CPU time, wall clock, the bytes written into its output folder, and the job's signal.
 * A breach or a cancel kills the whole group at once (LibreOffice starts oosplash, which starts soffice.bin), so no
 * process outlives its job.
 */
import type { CpuTracker } from '../../../core/jobs/cpu.ports.js';
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolError } from '../../../core/errors.js';
import type { OfficeBudget } from '../../../core/tools/engines/office.js';
import { killGroup, PAGE_BYTES, readProcStat, TICKS_PER_SECOND } from '../../shared/proc.js';
import { lowerPriority } from '../../shared/child-priority.js';

const POLL_MS = 100;
const STDERR_TAIL = 4096;
/** Linux reports CPU time in clock ticks; 100 a second everywhere this runs (USER_HZ). */
/** Polls between two scans of /proc for the group's members. */
const SCAN_EVERY = 10;
/** How long a killed group's leader is waited for before the failure is reported anyway. */
const EXIT_WAIT_MS = 2000;

export interface SupervisedRun {
  command: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** The folder whose total size is held to `budget.outputBytes`. */
  outDir: string;
  signal: AbortSignal;
  budget: OfficeBudget;
  /** How a breach names the work, e.g. "office conversion". */
  what: string;
  /** The job's CPU count (JOB_CPU_S), which every process of the group is added to. */
  cpu?: CpuTracker;
}

export interface SupervisedExit {
  code: number | null;
  stderr: string;
}

interface GroupUse {
  rssMb: number;
  cpuMs: number;
}

/**
 * The processes of one group. Finding them means reading every process's stat (hundreds on a busy machine), so that
 * scan runs once a second; in between only the known members are read. A process that joins the group is counted
 * from the next scan on (LibreOffice starts its two processes within the first fraction of a second).
 */
class GroupWatch {
  readonly #pgid: number;
  #members = new Set<number>();
  #polls = 0;

  constructor(
    pgid: number,
    private readonly onJoin: (pid: number) => void = () => undefined,
  ) {
    this.#pgid = pgid;
    this.#members.add(pgid);
    onJoin(pgid);
  }

  async use(): Promise<GroupUse> {
    if (this.#polls++ % SCAN_EVERY === 0) await this.#scan();
    let ticks = 0;
    let pages = 0;
    for (const pid of [...this.#members]) {
      const st = await readProcStat(pid);
      if (!st || st.pgid !== this.#pgid) {
        this.#members.delete(pid);
        continue;
      }
      // Its reaped children's time too: LibreOffice's helpers that came and went within one poll.
      ticks += st.ownTicks + st.childTicks;
      pages += st.rssPages;
    }
    return { rssMb: (pages * PAGE_BYTES) / (1024 * 1024), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  }

  async #scan(): Promise<void> {
    let names: string[];
    try {
      names = await readdir('/proc');
    } catch {
      return;
    }
    for (const name of names) {
      if (!/^\d+$/.test(name)) continue;
      const pid = Number(name);
      if (this.#members.has(pid)) continue;
      const st = await readProcStat(pid);
      if (st?.pgid === this.#pgid) {
        this.#members.add(pid);
        this.onJoin(pid);
      }
    }
  }
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  try {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isFile()) total += (await stat(join(dir, entry.name)).catch(() => ({ size: 0 }))).size;
    }
  } catch {
    return 0;
  }
  return total;
}

const seconds = (ms: number): number => Math.round(ms / 10) / 100;


/** Runs the program to its end, or rejects with a ToolError naming the limit it broke (or the cancel). */
export function runSupervised(run: SupervisedRun): Promise<SupervisedExit> {
  if (run.signal.aborted) return Promise.reject(new ToolError('internal', 'job cancelled'));
  return new Promise<SupervisedExit>((resolve, reject) => {
    const child = spawn(run.command, run.args, {
      cwd: run.cwd,
      env: run.env,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const pid = child.pid;
    // Before LibreOffice's launcher starts soffice.bin, which inherits it.
    lowerPriority(pid, run.budget.nice ?? 0);
    let stderr = '';
    let settled = false;
    let polling = false;
    const { budget } = run;
    // Each process of the group counts toward the job's CPU budget as well as the conversion's own.
    const untrack: Array<() => void> = [];
    const group = pid === undefined ? null : new GroupWatch(pid, (member) => run.cpu && untrack.push(run.cpu.track(member, true)));

    const finish = (err: ToolError | null, code: number | null = null): void => {
      if (settled) return;
      settled = true;
      for (const stop of untrack) stop();
      clearInterval(watch);
      clearTimeout(timer);
      run.signal.removeEventListener('abort', onAbort);
      // Whatever the group left behind goes with it, on success too.
      killGroup(pid);
      if (!err) {
        resolve({ code, stderr });
        return;
      }
      // The job's folder is removed once the job fails: settle once the leader is gone, not while it still writes.
      if (child.exitCode !== null || child.signalCode !== null) reject(err);
      else {
        const giveUp = setTimeout(() => reject(err), EXIT_WAIT_MS);
        child.once('exit', () => {
          clearTimeout(giveUp);
          reject(err);
        });
      }
    };
    const onAbort = (): void => finish(new ToolError('internal', 'job cancelled'));
    run.signal.addEventListener('abort', onAbort, { once: true });

    const timer = setTimeout(
      () => finish(new ToolError('timeout', `the ${run.what} exceeds the time limit of ${seconds(budget.wallMs)} s`)),
      budget.wallMs,
    );
    const watch = setInterval(() => {
      if (polling || pid === undefined || settled) return;
      polling = true;
      void Promise.all([group!.use(), folderBytes(run.outDir)]).then(([use, written]) => {
        polling = false;
        if (use.rssMb > budget.memoryMb) {
          finish(new ToolError('too_large', `the document exceeds the memory budget of ${budget.memoryMb} MB for the ${run.what}`));
        } else if (use.cpuMs > budget.cpuMs) {
          finish(new ToolError('timeout', `the ${run.what} exceeds the CPU time limit of ${seconds(budget.cpuMs)} s`));
        } else if (written > budget.outputBytes) {
          finish(new ToolError('too_large', `the ${run.what} output exceeds the limit of ${budget.outputBytes} bytes`));
        }
      });
    }, POLL_MS);

    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (err) => finish(new ToolError('internal', `could not start the ${run.what}: ${err.message}`)));
    child.on('exit', (code) => finish(null, code));
  });
}
