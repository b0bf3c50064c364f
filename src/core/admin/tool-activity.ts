import { formatDate } from '../clock.js';

export interface DayCounts {
  tool_start: number;
  error: number;
}

/** day (YYYY-MM-DD) → tool slug → counts, as the app database keeps them. */
export type EventsByDay = Readonly<Record<string, Readonly<Record<string, DayCounts>>>>;

export interface ToolActivity {
  /** Totals over the period. */
  tool_start: number;
  error: number;
  /** Counts for each day of the period with any activity. */
  daily: Record<string, DayCounts>;
}

export interface ActivityReport {
  /** The days covered, oldest first (UTC dates). */
  days: string[];
  /** Per tool slug; tools without events in the period are absent. */
  tools: Record<string, ToolActivity>;
  /** All tools together, per day, in the order of `days`. */
  totals: Array<{ day: string } & DayCounts>;
}

/** Folds the per-day analytics into per-tool totals for the last `days` days up to `now` (inclusive). */
export function summariseActivity(events: EventsByDay, now: number, days: number): ActivityReport {
  const list: string[] = [];
  for (let i = days - 1; i >= 0; i--) list.push(formatDate(now - i * 86_400_000));
  const tools = new Map<string, ToolActivity>();
  const totals = list.map((day) => ({ day, tool_start: 0, error: 0 }));
  list.forEach((day, index) => {
    const byTool = Object.hasOwn(events, day) ? events[day] : undefined;
    if (!byTool) return;
    for (const [slug, counts] of Object.entries(byTool)) {
      const start = Number(counts.tool_start) || 0;
      const error = Number(counts.error) || 0;
      if (start === 0 && error === 0) continue;
      let entry = tools.get(slug);
      if (!entry) tools.set(slug, (entry = { tool_start: 0, error: 0, daily: {} }));
      entry.tool_start += start;
      entry.error += error;
      entry.daily[day] = { tool_start: start, error };
      totals[index].tool_start += start;
      totals[index].error += error;
    }
  });
  return { days: list, tools: Object.fromEntries(tools), totals };
}
