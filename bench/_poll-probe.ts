/**
 * The latency probe of bench/fleet.ts, in a process of its own so that what it measures is the api process's
 * answer, not the bench's own event loop (which meanwhile sends a page of polls, uploads, and reads every log
 * line of the fleet's processes). Argument: the api's URL and key. Reads one job id from stdin, then polls it
 * every PROBE_PAUSE_MS (2 ms after each answer) until stdin ends; then prints one JSON line: [[sentAtEpochMs,
 * latencyMs], …], so the bench can keep only the polls sent while both workers were busy.
 */
import { createInterface } from 'node:readline';

const PROBE_PAUSE_MS = 2;
const [url, key] = process.argv.slice(2);
const samples: Array<[number, number]> = [];
let stopped = false;

const lines = createInterface({ input: process.stdin });
const id = await new Promise<string>((resolve) => lines.once('line', (line) => resolve(line.trim())));
lines.on('close', () => (stopped = true));
// Also ended when the bench closes stdin before the first poll.
if (process.stdin.readableEnded) stopped = true;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
while (!stopped) {
  const sentAt = Date.now();
  const started = performance.now();
  const res = await fetch(`${url}/api/jobs/${id}`, { headers: { 'x-api-key': key } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`poll answered ${res.status}`);
  samples.push([sentAt, performance.now() - started]);
  await pause(PROBE_PAUSE_MS);
}
process.stdout.write(`${JSON.stringify(samples)}\n`);
