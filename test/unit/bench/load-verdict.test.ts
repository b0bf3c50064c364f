import { describe, expect, it } from 'vitest';
import { interleaved, interleavedOrder, isLoaded, loadLine, loadSample } from '../../../bench/_load.js';
import { meets, table, tableRow, tally, verdict, type Figure } from '../../../bench/_summary.js';

const figure = (over: Partial<Figure> = {}): Figure => {
  const base = { name: 'poll ÷ bare Koa', value: 0.72, target: '≥ 0.60', load1: 0.3, cores: 2, ...over };
  return { ...base, pass: over.pass ?? meets(base.value, base.target), loaded: over.loaded ?? isLoaded(base.load1, base.cores) };
};

describe('the loaded verdict', () => {
  it('is loaded over half the cores, quiet at or under it', () => {
    expect(isLoaded(1.01, 2)).toBe(true);
    expect(isLoaded(1, 2)).toBe(false);
    expect(isLoaded(0.2, 2)).toBe(false);
    expect(isLoaded(20, 2)).toBe(true);
    expect(isLoaded(3.9, 8)).toBe(false);
    expect(isLoaded(4.1, 8)).toBe(true);
  });

  it('prints the load average and the CPU count, and says LOADED when it is', () => {
    expect(loadLine(loadSample(19.84, 2))).toBe('load average 19.84 (1 min) on 2 CPUs: LOADED (over 0.5 × cores, this figure cannot pass)');
    expect(loadLine(loadSample(0.4, 2))).toBe('load average 0.40 (1 min) on 2 CPUs: quiet');
  });

  it('never lets a loaded figure pass, whether or not it met its target', () => {
    expect(verdict(figure({ load1: 5 }))).toBe('loaded');
    expect(verdict(figure({ load1: 5, value: 0.1 }))).toBe('loaded');
    expect(verdict(figure())).toBe('pass');
    expect(verdict(figure({ value: 0.36 }))).toBe('FAIL');
  });
});

describe('the interleaved order', () => {
  it('alternates baseline and measured, baseline first, round by round', () => {
    expect(interleavedOrder(3).map((s) => `${s.side[0]}${s.round}`)).toEqual(['b0', 'm0', 'b1', 'm1', 'b2', 'm2']);
    expect(interleavedOrder(0)).toEqual([]);
  });

  it('runs the sides in that order and answers each side by round', async () => {
    const calls: string[] = [];
    let b = 0;
    let m = 0;
    const out = await interleaved(
      2,
      async () => (calls.push('baseline'), `b${b++}`),
      async () => (calls.push('measured'), `m${m++}`),
    );
    expect(calls).toEqual(['baseline', 'measured', 'baseline', 'measured']);
    expect(out).toEqual({ baseline: ['b0', 'b1'], measured: ['m0', 'm1'] });
  });
});

describe('the summary table', () => {
  it('gives each figure its value, target, load before it and verdict', () => {
    expect(tableRow(figure())).toEqual(['poll ÷ bare Koa', '0.72', '≥ 0.60', '0.30/2', 'pass']);
    expect(tableRow(figure({ load1: 19.5, value: 0.9 }))).toEqual(['poll ÷ bare Koa', '0.90', '≥ 0.60', '19.50/2', 'loaded']);
    expect(tableRow(figure({ value: 0.32 }))).toEqual(['poll ÷ bare Koa', '0.32', '≥ 0.60', '0.30/2', 'FAIL']);
  });

  it('shows "loaded" in the result column, never PASS or FAIL, for a loaded figure', () => {
    const lines = table([figure(), figure({ name: 'cached price ÷ bare Koa', load1: 7.2 })]).split('\n');
    expect(lines[0]).toMatch(/^figure\s+value\s+target\s+load\s+result$/);
    expect(lines[2]).toMatch(/ pass$/);
    expect(lines[3]).toMatch(/^cached price ÷ bare Koa\s+0\.72\s+≥ 0\.60\s+7\.20\/2\s+loaded$/);
  });

  it('counts only quiet passes: a run with a loaded figure is not a success', () => {
    expect(tally([figure(), figure({ load1: 3 })])).toEqual({
      line: '1 of 2 figures meet their target on a quiet machine; 1 taken under load (not counted: rerun them on a quiet machine)',
      ok: false,
    });
    expect(tally([figure(), figure({ value: 0.1 })])).toEqual({ line: '1 of 2 figures meet their target on a quiet machine, 1 miss it', ok: false });
    expect(tally([figure()]).ok).toBe(true);
  });
});
