import { AppError, ToolError } from '../../core/errors.js';
import type { InputFile } from '../../core/tools/tool.types.js';
import { checkStartWithin, num, probeForValidate } from './job.js';

/** Refuses, as an invalid `end` parameter, an end at or before the start (an omitted end passes). */
export function checkEndAfterStart(start: number, end: number | undefined): void {
  if (end !== undefined && end <= start) throw new AppError('invalid_params', 'end: must be greater than start', { field: 'end' });
}

/** Shared by the audio and video trims: `end` must follow `start`, and `start` must fall inside the media. */
export async function validateTrim(
  p: { start: number; end: number },
  input: InputFile | null,
  accepts: readonly string[],
): Promise<void> {
  checkEndAfterStart(p.start, p.end);
  checkStartWithin(await probeForValidate(input, accepts), p.start);
}

/**
 * Encode timing of a trim, clamped to the media: a start past the end is refused, an end past it is cut to
 * it. The output -t is what makes the cut exact; the input -t only bounds reading.
 */
export function trimTiming(
  p: { start: number; end: number },
  durationS: number | null,
): { inputArgs: string[]; maxInputS: number; maxOutputS: number; durationS: number } {
  if (durationS !== null && p.start >= durationS) throw new ToolError('invalid_input', 'trim start is past the end of the media');
  const end = durationS === null ? p.end : Math.min(p.end, durationS);
  const length = end - p.start;
  return { inputArgs: ['-ss', num(p.start, 3)], maxInputS: length + 1, maxOutputS: length, durationS: length };
}

/**
 * `fade`/`afade` in and out: the fade-out starts `outS` before the end. Lengths longer than the clip are
 * shortened to it; a zero length leaves that side untouched.
 */
export function fadeChain(filter: 'fade' | 'afade', inS: number, outS: number, durationS: number): string {
  const parts: string[] = [];
  const fin = Math.min(inS, durationS);
  const fout = Math.min(outS, durationS);
  if (fin > 0) parts.push(`${filter}=t=in:st=0:d=${num(fin, 3)}`);
  if (fout > 0) parts.push(`${filter}=t=out:st=${num(durationS - fout, 3)}:d=${num(fout, 3)}`);
  return parts.length ? parts.join(',') : filter === 'afade' ? 'anull' : 'null';
}
