import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** tsx as npm start loads it: a hook in node itself, so a signal reaches the service (no tsx wrapper relaying it). */
const TSX_HOOK = new URL('../../../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const MAIN = `${ROOT}src/main.ts`;

export interface ServiceProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the output so far once `pattern` appears on stdout; rejects if the process exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * Starts the real service (`node --import tsx src/main.ts`, as `npm start` does) in `cwd` with exactly `env` on top of PATH
 * and HOME. With `tty`, it runs under `script`, so its stdout is a pseudo-terminal as in a person's shell.
 */
export function startServiceProcess(opts: { cwd: string; env: Record<string, string>; tty?: boolean }): ServiceProcess {
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TZ: 'UTC', ...opts.env };
  const child = opts.tty
    ? spawn('script', ['-qefc', `${quote(process.execPath)} --import ${quote(TSX_HOOK)} ${quote(MAIN)}`, '/dev/null'], { cwd: opts.cwd, env })
    : spawn(process.execPath, ['--import', TSX_HOOK, MAIN], { cwd: opts.cwd, env });
  let out = '';
  let err = '';
  const waiters: Array<() => void> = [];
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    for (const w of waiters) w();
  });
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}\nstdout:\n${out}\nstderr:\n${err}`)), timeoutMs);
        const check = () => {
          if (pattern.test(out)) {
            clearTimeout(timer);
            resolve(out);
          }
        };
        waiters.push(check);
        void exited.then((code) => {
          clearTimeout(timer);
          if (!pattern.test(out)) reject(new Error(`exited with ${code} before ${pattern}\nstdout:\n${out}\nstderr:\n${err}`));
        });
        check();
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
