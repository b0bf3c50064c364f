import type { Clock } from './clock.ports.js';

export const systemClock: Clock = { now: () => Date.now() };

/** UTC `YYYY-MM-DD HH:MM:SS`, the timestamp form of the job API. */
export function formatTimestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** UTC `YYYY-MM-DD`. */
export function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
