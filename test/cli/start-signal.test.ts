import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { canConnect, freePort } from '../helpers/engines.js';
import { scratch } from '../helpers/scratch.js';

/** Every live process below `pid` (from /proc: this is Linux, as CI is). */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the 4th field, after the command name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parentOf) {
      if (parent === p) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

/** Running: a zombie (state Z, ended but not yet reaped by its new parent) holds no port and runs nothing. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

const dir = await scratch('gt-start-signal');
/** What the test started, killed at the end whatever the outcome, so a failure leaves no server behind. */
let started: number[] = [];
afterAll(async () => {
  for (const pid of started.filter(alive)) process.kill(pid, 'SIGKILL');
  await dir.done();
});

describe('npm start', () => {
  it('stops every process it started, node included, on one SIGTERM to npm', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: process.cwd(),
      // Only what a shell would hand it: vitest's own environment carries a BASE_URL of '/'.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'UTC', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir.dir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (c: Buffer) => (output += c.toString()));
    npm.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    // Ready is when /healthz answers; the start takes seconds (tsx compiles the service).
    let healthy = false;
    for (let i = 0; i < 240 && !healthy && npm.exitCode === null; i++) {
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy, output).toBe(true);

    const tree = descendants(npm.pid!);
    started = [npm.pid!, ...tree];
    const nodes = tree.filter((p) => /(^|\/)node(\s|$)/.test(commandOf(p)));
    // One node serves, and npm started it with nothing left in between to die on the signal.
    expect(nodes.length, tree.map(commandOf).join('\n')).toBeGreaterThan(0);

    npm.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(tree.filter(alive).map(commandOf)).toEqual([]);
    expect(await canConnect(port)).toBe(false);
  });
});
