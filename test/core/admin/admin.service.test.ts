import { describe, expect, it } from 'vitest';
import { AdminService } from '../../../src/core/admin/admin.service.js';
import { FlagService } from '../../../src/core/tools/flags.service.js';
import { ManualClock } from '../../helpers/clock.js';
import { MemoryActivityStore, MemoryFlagStore } from '../../helpers/memory-stores.js';

const DAY = 86_400_000;

describe(AdminService.name, () => {
  it('tool statistics: the period ends today by the clock, with use counts and the switches as they are', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 20, 23, 0, 0));
    const activity = new MemoryActivityStore(clock);
    const flags = new FlagService(new MemoryFlagStore(), true);
    const admin = new AdminService({ activity, flags, clock });
    // Day 1: two starts and an error; three days later one start; a week later the panel looks at 7 days.
    await activity.recordEvent('tool_start', 'image-blur');
    await activity.recordEvent('tool_start', 'image-blur');
    await activity.recordEvent('error', 'image-blur');
    await activity.recordUse('image-blur');
    clock.advance(3 * DAY);
    await activity.recordEvent('tool_start', 'pdf-merge');
    await activity.recordUse('pdf-merge');
    await flags.setTool('pdf-merge', false);
    clock.advance(4 * DAY);

    const stats = await admin.toolStatistics(7);
    expect(stats.report.days).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    // The first day fell out of the period; its use count (all time) did not.
    expect(stats.report.tools).toEqual({ 'pdf-merge': { tool_start: 1, error: 0, daily: { '2026-11-23': { tool_start: 1, error: 0 } } } });
    expect(stats.uses).toEqual({ 'image-blur': 1, 'pdf-merge': 1 });
    expect(stats.flags.tools).toEqual({ 'pdf-merge': false });
    expect(stats.disabled('pdf-merge', 'pdf', 'file')).toBe('pdf-merge is disabled on this server');
    expect(await admin.useCounts()).toEqual({ 'image-blur': 1, 'pdf-merge': 1 });

    // A longer period takes the first day in, with its error.
    const eight = await admin.toolStatistics(8);
    expect(eight.report.tools['image-blur']).toEqual({ tool_start: 2, error: 1, daily: { '2026-11-20': { tool_start: 2, error: 1 } } });
    expect(eight.report.totals[0]).toEqual({ day: '2026-11-20', tool_start: 2, error: 1 });
  });
});
