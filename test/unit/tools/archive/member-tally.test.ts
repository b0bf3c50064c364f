/** The archive limits counted as a decompressor streams a member out (MemberTally.grow), with the messages users see. */
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../../src/core/errors.js';
import { ARCHIVE_LIMITS, MemberTally } from '../../../../src/tools/archive/members.js';

function refusal(run: () => void): [string, string] {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(ToolError);
    return [(e as ToolError).kind, (e as ToolError).message];
  }
  throw new Error('expected a refusal');
}

const CHUNK = 64 * 1024;

describe('MemberTally.grow', () => {
  it('stops a bomb at the ratio, at the first chunk past 200 times the file (and past 1 MiB)', () => {
    const tally = new MemberTally(ARCHIVE_LIMITS, 30_000);
    tally.add('zeros', 0);
    let streamed = 0;
    const refused = refusal(() => {
      for (;;) {
        tally.grow(CHUNK);
        streamed += CHUNK;
      }
    });
    expect(refused).toEqual(['too_large', 'the archive unpacks to more than 200 times its size, which looks like a zip bomb']);
    expect(streamed).toBe(Math.floor((30_000 * 200) / CHUNK) * CHUNK);
  });

  it('stops a member at its size limit, saying it is more than the limit (the rest is never inflated)', () => {
    const tally = new MemberTally(ARCHIVE_LIMITS, 100 * 1024 * 1024);
    tally.add('big.bin', 0);
    for (let n = 0; n < ARCHIVE_LIMITS.maxMemberBytes; n += CHUNK) tally.grow(CHUNK);
    expect(refusal(() => tally.grow(1))).toEqual([
      'too_large',
      `the member "big.bin" unpacks to more than ${ARCHIVE_LIMITS.maxMemberBytes} bytes, which exceeds the limit of ${ARCHIVE_LIMITS.maxMemberBytes}`,
    ]);
  });

  it('keeps the exact size in the message when a header declares it', () => {
    const tally = new MemberTally(ARCHIVE_LIMITS, 100 * 1024 * 1024);
    expect(refusal(() => tally.add('big.bin', ARCHIVE_LIMITS.maxMemberBytes + 5))).toEqual([
      'too_large',
      `the member "big.bin" unpacks to ${ARCHIVE_LIMITS.maxMemberBytes + 5} bytes, which exceeds the limit of ${ARCHIVE_LIMITS.maxMemberBytes}`,
    ]);
  });
});
