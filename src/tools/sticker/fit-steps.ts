import { stat } from 'node:fs/promises';
import { ToolError } from '../../core/errors.js';
import { describeBytes } from '../shared/target-size.js';

/**
 * Writes an asset with each setting in turn, from the best looking to the smallest, until one is within
 * `maxBytes`; a platform fixes the dimensions, so quality, colours or bitrate are all there is to give. Fails as
 * too_large naming the smallest size reached, so the user knows the picture itself is too busy for the platform.
 */
export async function writeWithin<S>(
  what: string,
  maxBytes: number,
  settings: readonly S[],
  write: (setting: S, index: number) => Promise<string>,
): Promise<{ path: string; setting: S; bytes: number }> {
  let smallest = Infinity;
  for (const [i, setting] of settings.entries()) {
    const path = await write(setting, i);
    const { size } = await stat(path);
    if (size <= maxBytes) return { path, setting, bytes: size };
    smallest = Math.min(smallest, size);
  }
  throw new ToolError(
    'too_large',
    `the smallest ${what} reached is ${describeBytes(smallest)}, over the platform's limit of ${describeBytes(maxBytes)}; ` +
      'a simpler or shorter picture is needed',
  );
}
