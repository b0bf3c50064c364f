import type { CaptureBudget } from '../../core/tools/engines/browser.js';
import type { ToolEnv } from '../../core/tools/tool.types.js';

/** Bytes one capture may download and send, every request together (a heavy news page is 5–10 MB). */
export const CAPTURE_MAX_BYTES = 32 * 1024 * 1024;
/** Wall clock for one capture, the browser's start included. */
export const CAPTURE_TIMEOUT_MS = 60_000;
/** Resident memory of one capture's browser and every process it starts (a page takes 300–600 MB). */
export const CAPTURE_MEMORY_MB = 2048;
/** Largest viewport, in CSS pixels, a screenshot may ask for. */
export const MAX_VIEWPORT = 3840;

/** The budget of one capture on this server: the settings' own numbers, never beyond the job's time. */
export function captureBudget(env: ToolEnv): CaptureBudget {
  const timeoutMs = Math.min(env.capture?.timeoutMs ?? CAPTURE_TIMEOUT_MS, env.limits.jobTimeoutMs);
  return {
    timeoutMs,
    maxBytes: env.capture?.maxBytes ?? CAPTURE_MAX_BYTES,
    maxOutputBytes: env.limits.maxOutputBytes,
    maxMemoryMb: CAPTURE_MEMORY_MB,
    nice: env.limits.jobNice,
  };
}
