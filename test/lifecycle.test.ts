import { expect, it } from 'vitest';
import { Lifecycle } from '../src/app/lifecycle.js';

it('stops phase by phase, whatever order the parts were added in', async () => {
  const life = new Lifecycle();
  const stopped: string[] = [];
  const part = (name: string) => () => {
    stopped.push(name);
  };
  life.add('engines', 'engines', part('engines'));
  life.add('sweep', 'background', part('sweep'));
  life.add('telegram', 'bots', part('telegram'));
  life.add('jobs', 'work', part('jobs'));
  life.add('http', 'intake', part('http'));
  expect(await life.stop(10_000)).toEqual({ late: [], failed: [] });
  expect(stopped).toEqual(['http', 'jobs', 'telegram', 'sweep', 'engines']);
});

it('a part that never stops is reported late and left behind; the later phases still run', async () => {
  const life = new Lifecycle();
  const stopped: string[] = [];
  life.add('telegram', 'bots', () => new Promise<void>(() => undefined));
  life.add('discord', 'bots', () => {
    throw new Error('gateway gone');
  });
  life.add('engines', 'engines', () => {
    stopped.push('engines');
  });
  const report = await life.stop(200);
  expect(report.late).toEqual(['telegram']);
  expect(report.failed.map((f) => [f.name, (f.err as Error).message])).toEqual([['discord', 'gateway gone']]);
  expect(stopped).toEqual(['engines']);
});

it('a second stop answers the first one; nothing can be added once stopping', async () => {
  const life = new Lifecycle();
  let calls = 0;
  life.add('jobs', 'work', () => {
    calls++;
  });
  const [a, b] = await Promise.all([life.stop(1_000), life.stop(1_000)]);
  expect(a).toBe(b);
  expect(calls).toBe(1);
  expect(() => life.add('late', 'bots', () => undefined)).toThrow(/stopping/);
});
