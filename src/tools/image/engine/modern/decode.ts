import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rawToolError, ToolError } from '../../../../core/errors.js';
import type { InputFile, ToolEnv } from '../../../../core/tools/tool.types.js';
import { residentMb } from '../../../shared/proc.js';
import { lowerPriority } from '../../../shared/child-priority.js';
import { childEntry } from '../../../shared/worker-entry.js';
import type { ChildRequest, DecodedImage, DecodeReply, DecodeRequest, JxlEncodeRequest } from './protocol.js';
import { decoderKind } from './types.js';

/** Only what Node and tsx need: the decoder gets none of the service's secrets. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'TMPDIR', 'TZ', 'LANG', 'NODE_ENV', 'HOME']) if (process.env[key] !== undefined) env[key] = process.env[key];
  return env;
}

// LibRaw developing a 24 MP DNG peaked at 556 MB resident (about 23 bytes a pixel); HEIF and JPEG XL need less.
const BYTES_PER_PIXEL = 24;
const WATCH_MS = 250;

export interface DecodeOptions {
  /** Every top-level image of a HEIF instead of its primary one. */
  all?: boolean;
  /** Read the declared size only. */
  probe?: boolean;
  signal?: AbortSignal;
  /** Where the primary image's TIFF goes (default: a fresh name beside the input). */
  output?: string;
}

/**
 * Decodes a HEIC/HEIF, JPEG XL or camera RAW in a child process to an uncompressed TIFF beside the input (with its ICC
 * profile), which sharp then reads like any upload. The child is killed when the job is cancelled, when it outlives
 * the job's time budget or when it grows past the memory a decode within the pixel cap can need; its CPU time counts
 * towards the job's.
 */
export async function decodeModern(input: InputFile, env: ToolEnv, opts: DecodeOptions = {}): Promise<DecodedImage[]> {
  const kind = decoderKind(input.mime);
  if (!kind) throw new ToolError('invalid_input', `unsupported input type ${input.mime}`);
  const request: DecodeRequest = {
    kind,
    input: input.path,
    output: opts.output ?? `${input.path}.${randomBytes(6).toString('hex')}.decoded${opts.all ? '' : '.tiff'}`,
    maxPixels: env.limits.maxInputPixels,
    all: opts.all ?? false,
    probe: opts.probe ?? false,
  };
  return inChild(request, env, opts.signal);
}

/** Encodes straight RGBA (a file of width x height x 4 bytes) as JPEG XL in a child process, like a decode. */
export async function encodeJxlFile(request: Omit<JxlEncodeRequest, 'kind'>, env: ToolEnv, signal?: AbortSignal): Promise<void> {
  await inChild({ kind: 'encode-jxl', ...request }, env, signal);
}

async function inChild(request: ChildRequest, env: ToolEnv, signal?: AbortSignal): Promise<DecodedImage[]> {
  const { file, execArgv } = childEntry(import.meta.url, 'child');
  const child = fork(file, [], {
    execArgv: [...execArgv, '--no-warnings'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: childEnv(),
    serialization: 'json',
  });
  // Before Node starts its own threads, which inherit it.
  lowerPriority(child.pid, env.limits.jobNice);
  const untrack = child.pid !== undefined && env.cpu ? env.cpu.track(child.pid, true) : () => undefined;
  try {
    const reply = await supervise(child, request, env, signal);
    if (!reply.ok) throw reply.reason === 'too_large' ? new ToolError('too_large', reply.message) : rawToolError(reply.message);
    return reply.images;
  } finally {
    untrack();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

function supervise(child: ChildProcess, request: ChildRequest, env: ToolEnv, signal?: AbortSignal): Promise<DecodeReply> {
  const limitMb = Math.max(env.limits.pdfWorkerMemoryMb, Math.ceil((env.limits.maxInputPixels * BYTES_PER_PIXEL) / 2 ** 20));
  const timeoutMs = Math.min(300_000, Math.max(1000, env.limits.jobTimeoutMs));
  return new Promise<DecodeReply>((resolve, reject) => {
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (d: string) => (stderr = (stderr + d).slice(-2000)));
    const stop = (err: unknown): void => {
      cleanup();
      child.kill('SIGKILL');
      reject(err);
    };
    const onAbort = (): void => stop(signal?.reason ?? new Error('aborted'));
    const timer = setTimeout(() => stop(new ToolError('timeout', `the image engine took longer than ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    const watch = setInterval(() => {
      if (child.pid === undefined) return;
      void residentMb(child.pid).then((mb) => {
        if (mb !== null && mb > limitMb) stop(new ToolError('too_large', `the image engine needed more than ${limitMb} MB of memory`));
      });
    }, WATCH_MS);
    const cleanup = (): void => {
      clearTimeout(timer);
      clearInterval(watch);
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) return onAbort();
    child.once('message', (reply: DecodeReply) => {
      cleanup();
      resolve(reply);
    });
    child.once('error', (err) => stop(err));
    child.once('exit', (code, sig) => {
      cleanup();
      reject(rawToolError(`the image decoder stopped (${sig ?? `exit ${code}`}) ${stderr.trim().split('\n').slice(-2).join(' | ')}`.trim()));
    });
    child.send(request);
  });
}
