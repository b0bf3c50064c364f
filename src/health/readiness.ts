import { statfsSync } from 'node:fs';

export interface CheckResult {
  ok: boolean;
  /** A short fact for the operator (free space, which engine is down); never a secret. */
  detail?: string;
  /** A part's own state word where it has one (a bot: `starting`, `retrying`, `up`, `off`, `failed`). */
  state?: string;
}

export type ReadinessCheck = () => Promise<CheckResult> | CheckResult;

/**
 * What /readyz asks: every named check must pass for the process to take traffic. Checks are added at the
 * composition root (engines, disk, shutdown), so a new condition plugs in without touching the route.
 */
export interface Readiness {
  /** `decides: false`: reported in the answer, but the process is ready whatever it says (a chat platform). */
  add(name: string, check: ReadinessCheck, opts?: { decides?: boolean }): void;
  check(): Promise<{ ready: boolean; checks: Record<string, CheckResult> }>;
  /** One named check alone (null when there is none by that name); a failing check answers not ok. Answered at
   *  once when the check itself is synchronous (the disk floor), so /healthz can answer without waiting. */
  checkOne(name: string): CheckResult | Promise<CheckResult> | null;
}

export function createReadiness(): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  const reportOnly = new Set<string>();
  const run = async (check: ReadinessCheck): Promise<CheckResult> => {
    try {
      return await check();
    } catch (err) {
      return { ok: false, detail: err instanceof Error ? err.message : String(err) };
    }
  };
  return {
    add(name, check, opts = {}) {
      checks.set(name, check);
      if (opts.decides === false) reportOnly.add(name);
      else reportOnly.delete(name);
    },
    async check() {
      const entries = await Promise.all(
        [...checks].map(async ([name, check]): Promise<[string, CheckResult]> => [name, await run(check)]),
      );
      const results = Object.fromEntries(entries);
      return { ready: entries.every(([name, r]) => r.ok || reportOnly.has(name)), checks: results };
    },
    checkOne(name) {
      const check = checks.get(name);
      if (!check) return null;
      try {
        const result = check();
        return result instanceof Promise ? run(() => result) : result;
      } catch (err) {
        return { ok: false, detail: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}

/**
 * Free space where the data lives, against a floor in MB (0: only that the folder can be read). statfs is one
 * quick system call, asked synchronously so /healthz answers in the same turn as the request (a client that sends
 * its request and half-closes still gets it).
 */
export function diskCheck(dir: string, floorMb: () => number): ReadinessCheck {
  return () => {
    const s = statfsSync(dir);
    const freeMb = Math.floor((s.bavail * s.bsize) / 1_048_576);
    const floor = floorMb();
    return { ok: freeMb >= floor, detail: `${freeMb} MB free, floor ${floor} MB` };
  };
}

/** PostgreSQL and Redis (where the deployment has them) each answering. */
export function enginesCheck(health: () => Promise<Record<string, boolean>>): ReadinessCheck {
  return async () => {
    const state = await health();
    const down = Object.entries(state)
      .filter(([, up]) => !up)
      .map(([name]) => name);
    return down.length === 0 ? { ok: true } : { ok: false, detail: `not answering: ${down.join(', ')}` };
  };
}
