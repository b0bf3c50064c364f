import type { Clock } from '../clock.ports.js';
import type { DisabledCheck, FlagService } from '../tools/flags.service.js';
import type { FlagState } from '../tools/flags.ports.js';
import type { ActivityStore } from './activity.ports.js';
import { summariseActivity, type ActivityReport } from './tool-activity.js';

/** What the admin panel shows about tools, read through the ports (adapters never see the stores). */
export interface ToolStatistics {
  report: ActivityReport;
  uses: Record<string, number>;
  flags: FlagState;
  disabled: DisabledCheck;
}

/** Admin statistics: use counts, daily events and switches, for the panel and the public catalogue. */
export class AdminService {
  constructor(
    private readonly deps: { activity: ActivityStore; flags: FlagService; clock: Clock },
  ) {}

  async toolStatistics(days: number): Promise<ToolStatistics> {
    const [events, uses, flags, disabled] = await Promise.all([
      this.deps.activity.eventsByDay(),
      this.deps.activity.useCounts(),
      this.deps.flags.state(),
      this.deps.flags.checker(),
    ]);
    return { report: summariseActivity(events, this.deps.clock.now(), days), uses, flags, disabled };
  }

  /** slug → use count, for the public tool list. */
  useCounts(): Promise<Record<string, number>> {
    return this.deps.activity.useCounts();
  }
}
