import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A vitest reporter for CI: writes, for one tier, everything that can make the run exit non-zero, so `.ci/run`'s last
 * lines can name it. The JSON reporter counts tests only: a hook that failed after its tests passed, a file that failed
 * to load, an error thrown after a file ended or a worker that died leave it at "0 failed" while vitest exits 1 (CI
 * saw exactly that, with nothing in the log's tail to say why).
 *
 * Where: the path in `CI_TIER_REPORT` (nothing is written without it).
 */

interface TierReport {
  reason: string;
  passed: number;
  failed: string[];
  flaky: string[];
  /** Errors of a file or a suite of it rather than of one test: a hook, an import, a describe body. */
  fileErrors: string[];
  /** Errors vitest caught outside any test: after a file ended, in a worker, in a reporter. */
  unhandled: string[];
  /** The files that took longest (seconds, as vitest timed them): where the 20-minute CI budget goes. */
  slowest: string[];
  /** Every file's seconds, for scripts/ci/timings.ts (the order the next clean-clone run starts files in). */
  timings: Record<string, number>;
}

interface ErrorLike {
  message?: string;
  stack?: string;
  name?: string;
}

const firstLines = (error: ErrorLike): string =>
  String(error.stack ?? `${error.name ?? 'Error'}: ${error.message ?? ''}`)
    .split('\n')
    .slice(0, 4)
    .map((line) => line.trim())
    .join(' | ')
    .slice(0, 600);

export default class TierReportReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<ErrorLike>, reason: string): void {
    const target = process.env.CI_TIER_REPORT;
    if (!target) return;
    const report: TierReport = { reason, passed: 0, failed: [], flaky: [], fileErrors: [], unhandled: [], slowest: [], timings: {} };
    const timed: Array<[string, number]> = [];
    for (const module of modules) {
      const file = relative(process.cwd(), module.moduleId);
      timed.push([file, module.diagnostic().duration]);
      for (const error of module.errors()) report.fileErrors.push(`${file}: ${firstLines(error)}`);
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) report.fileErrors.push(`${file} > ${suite.fullName}: ${firstLines(error)}`);
      }
      for (const test of module.children.allTests()) {
        const result = test.result();
        const name = `${file} > ${test.fullName}`;
        if (result.state === 'failed') {
          report.failed.push(`${name}: ${firstLines(result.errors?.[0] ?? {})}`);
        } else if (result.state === 'passed') {
          report.passed += 1;
          if (test.diagnostic()?.flaky) report.flaky.push(`${name}: ${firstLines(result.errors?.[0] ?? {})}`);
        }
      }
    }
    timed.sort((a, b) => b[1] - a[1]);
    report.slowest = timed.slice(0, 15).map(([file, ms]) => `${(ms / 1000).toFixed(1)} s ${file}`);
    report.timings = Object.fromEntries(timed.map(([file, ms]) => [file, Math.round(ms / 100) / 10]));
    for (const error of unhandledErrors) report.unhandled.push(firstLines(error));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(report, null, 2));
  }
}
