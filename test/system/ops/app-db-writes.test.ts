import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LowAppStore } from '../../../src/storage/app-db.js';
import { ManualClock } from '../../helpers/clock.js';

/**
 * db.json's changes of one turn go out in one write (an admitted job counts its tool's use and its day's start back
 * to back): what each caller awaits is still its own change on disk, and a flush waits for a write not yet begun.
 */
describe('db.json writes made in one turn', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });

  async function store() {
    const dir = await mkdtemp(join(tmpdir(), 'gt-appdb-'));
    dirs.push(dir);
    const clock = new ManualClock(Date.UTC(2026, 10, 29, 12));
    return { dir, clock, app: await LowAppStore.open(dir, clock) };
  }

  it('a use and an event asked for together are both on disk once either resolves', async () => {
    const { dir, clock, app } = await store();
    const use = app.recordUse('image-resize');
    const event = app.recordEvent('tool_start', 'image-resize');
    await use;
    const saved = JSON.parse(await readFile(join(dir, 'db.json'), 'utf8')) as { toolUses: Record<string, number>; events: Record<string, unknown> };
    expect(saved.toolUses).toEqual({ 'image-resize': 1 });
    expect(saved.events).toEqual({ '2026-11-29': { 'image-resize': { tool_start: 1, error: 0 } } });
    await event;
    const reopened = await LowAppStore.open(dir, clock);
    expect(await reopened.useCounts()).toEqual({ 'image-resize': 1 });
  });

  it('flush waits for a change whose write has not started yet', async () => {
    const { dir, app } = await store();
    void app.recordUse('image-grayscale');
    await app.flush();
    const saved = JSON.parse(await readFile(join(dir, 'db.json'), 'utf8')) as { toolUses: Record<string, number> };
    expect(saved.toolUses).toEqual({ 'image-grayscale': 1 });
  });
});
