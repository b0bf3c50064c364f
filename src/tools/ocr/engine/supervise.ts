/**
 * Watches one engine process for the job that started it: killed past its memory budget, past its time, or as soon
 * as the job is cancelled, so an OCR job never outlives its budget or leaves a process behind. OCR runs in its own
 * process (native tesseract, or a Node child for tesseract.js) because recognition is seconds of CPU per page that
 * would otherwise stall the service's event loop, and WASM memory is never given back.
 */
import type { ChildProcess } from 'node:child_process';
import { ToolError } from '../../../core/errors.js';
import type { OcrRun } from '../../../core/tools/engines/ocr.js';
import { residentMb } from '../../shared/proc.js';
import { lowerPriority } from '../../shared/child-priority.js';

const RSS_POLL_MS = 50;
const STDERR_TAIL = 2048;

/** Only what the engine needs: no secret of the service reaches it. */
export function engineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'TMPDIR', 'TZ', 'NODE_ENV', 'HOME']) {
    if (process.env[key] !== undefined) env[key] = process.env[key];
  }
  return { ...env, LANG: 'C.UTF-8', ...extra };
}

/**
 * Lowers `child`'s CPU priority to `run.nice`; resolves when it exits with status 0; otherwise rejects with a ToolError whose text names the limit it broke
 * ("exceeds …"). `what` names the engine in messages.
 */
export function supervise(child: ChildProcess, run: OcrRun, what: string): Promise<void> {
  lowerPriority(child.pid, run.nice ?? 0);
  return new Promise<void>((resolve, reject) => {
    if (run.signal.aborted) {
      child.kill('SIGKILL');
      reject(new ToolError('internal', 'job cancelled'));
      return;
    }
    let settled = false;
    let stderr = '';
    const finish = (err: Error | null): void => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      clearTimeout(timer);
      run.signal.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (err) reject(err);
      else resolve();
    };
    const onAbort = (): void => finish(new ToolError('internal', 'job cancelled'));
    run.signal.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => finish(new ToolError('timeout', `the OCR job exceeds the time limit of ${run.timeoutMs} ms`)), run.timeoutMs);
    let polling = false;
    const watch = setInterval(() => {
      if (polling || child.pid === undefined) return;
      polling = true;
      void residentMb(child.pid).then((mb) => {
        polling = false;
        if (mb !== null && mb > run.memoryMb) {
          finish(new ToolError('too_large', `the image exceeds the memory budget of ${run.memoryMb} MB for OCR`));
        }
      });
    }, RSS_POLL_MS);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (err) => finish(new ToolError('internal', `${what} could not run: ${err.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) {
        finish(null);
        return;
      }
      const tail = stderr.trim().split('\n').slice(-3).join(' | ');
      finish(new ToolError('internal', `${what} stopped (code ${code}, signal ${signal})${tail ? `: ${tail}` : ''}`));
    });
  });
}
