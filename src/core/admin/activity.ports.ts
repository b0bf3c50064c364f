import type { ToolActivity } from '../jobs/job.ports.js';
import type { EventsByDay } from './tool-activity.js';

/** Tool use counts and daily analytics: written by the job service, read by the admin service. */
export interface ActivityStore extends ToolActivity {
  /** slug → times the tool was queued. */
  useCounts(): Promise<Record<string, number>>;
  /** day (YYYY-MM-DD) → slug → counts. */
  eventsByDay(): Promise<EventsByDay>;
}
