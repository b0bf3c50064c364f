import { describe, expect, it } from 'vitest';
import { ANY_FILE, takesAnyFile, takesType } from '../../../src/core/tools/accepts.js';

describe('takesType', () => {
  it('takes an exact type and refuses another', () => {
    expect(takesType(['image/png'], 'image/png')).toBe(true);
    expect(takesType(['image/png'], 'image/jpeg')).toBe(false);
  });
  it('takes every member of an accepted family, and an asked family fits an accepted member', () => {
    expect(takesType(['audio/*'], 'audio/mpeg')).toBe(true);
    expect(takesType(['audio/mpeg'], 'audio/*')).toBe(true);
    expect(takesType(['video/*'], 'audio/mpeg')).toBe(false);
  });
  it('takes any type, even an unnamed one, when the tool takes any file', () => {
    expect(takesType([ANY_FILE], 'application/octet-stream')).toBe(true);
    expect(takesAnyFile([ANY_FILE])).toBe(true);
    expect(takesAnyFile(['image/png'])).toBe(false);
  });
});
