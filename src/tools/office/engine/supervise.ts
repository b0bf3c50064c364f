/**
 * Runs one program as a process group of its own and watches it the way the MuPDF workers are watched: resident
 * memory of the whole group, CPU time, wall clock, the bytes written into its output folder, and the job's signal.
 * A breach or a cancel kills the whole group at once (LibreOffice starts oosplash, which starts soffice.bin), so no
 * process outlives its job.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolError } from '../../../core/errors.js';
import type { OfficeBudget } from '../../../core/tools/engines/office.js';

const POLL_MS = 100;
const STDERR_TAIL = 4096;
/** Linux reports CPU time in clock ticks; 100 a second everywhere this runs (USER_HZ). */
const TICKS_PER_S = 100;
const PAGE_BYTES = 4096;

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
}

export interface SupervisedExit {
  code: number | null;
  stderr: string;
}

interface GroupUse {
  rssMb: number;
  cpuMs: number;
}

/** Memory and CPU of every process whose process group is `pgid` (children that already ended count through cutime). */
async function groupUse(pgid: number): Promise<GroupUse> {
  let rss = 0;
  let ticks = 0;
  let names: string[];
  try {
    names = await readdir('/proc');
  } catch {
    return { rssMb: 0, cpuMs: 0 };
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = await readFile(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; fields are counted after it.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      rss += Number(fields[21]) * PAGE_BYTES;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return { rssMb: rss / (1024 * 1024), cpuMs: (ticks * 1000) / TICKS_PER_S };
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

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

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
    let stderr = '';
    let settled = false;
    let polling = false;
    const { budget } = run;

    const finish = (err: ToolError | null, code: number | null = null): void => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      clearTimeout(timer);
      run.signal.removeEventListener('abort', onAbort);
      // Whatever the group left behind goes with it, on success too.
      killGroup(pid);
      if (err) reject(err);
      else resolve({ code, stderr });
    };
    const onAbort = (): void => finish(new ToolError('internal', 'job cancelled'));
    run.signal.addEventListener('abort', onAbort, { once: true });

    const timer = setTimeout(
      () => finish(new ToolError('timeout', `the ${run.what} exceeds the time limit of ${Math.round(budget.wallMs / 1000)} s`)),
      budget.wallMs,
    );
    const watch = setInterval(() => {
      if (polling || pid === undefined || settled) return;
      polling = true;
      void Promise.all([groupUse(pid), folderBytes(run.outDir)]).then(([use, written]) => {
        polling = false;
        if (use.rssMb > budget.memoryMb) {
          finish(new ToolError('too_large', `the document exceeds the memory budget of ${budget.memoryMb} MB for the ${run.what}`));
        } else if (use.cpuMs > budget.cpuMs) {
          finish(new ToolError('timeout', `the ${run.what} exceeds the CPU time limit of ${Math.round(budget.cpuMs / 1000)} s`));
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
