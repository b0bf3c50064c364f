import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the container scripts (no types)
import { interpolate } from '../../scripts/container/compose-config.mjs';

const sub = interpolate as (text: string, env: Record<string, string>) => { value: string; errors: string[]; unset: string[] };

describe("Compose's variable substitution (the specification's forms)", () => {
  const env = { SET: 'v', EMPTY: '' };
  it.each([
    ['$SET and ${SET}', 'v and v'],
    ['$$SET is literal', '$SET is literal'],
    ['${EMPTY:-d} ${EMPTY-d} ${NONE-d}', 'd  d'],
    ['${EMPTY:+r}|${EMPTY+r}|${SET:+r}|${NONE+r}', '|r|r|'],
    ['${NONE:-${SET}x}', 'vx'],
    ['a$', 'a$'],
  ])('%s', (text, value) => {
    expect(sub(text, env).value).toBe(value);
  });

  it('errors for a required variable unset or empty (:?), unset only (?), and reports unset plain ones', () => {
    expect(sub('${EMPTY:?need it}', env).errors).toEqual(['EMPTY: need it']);
    expect(sub('${EMPTY?need it}', env).errors).toEqual([]);
    expect(sub('${NONE?}', env).errors).toEqual(['NONE: required']);
    expect(sub('$NONE ${ALSO}', env).unset).toEqual(['NONE', 'ALSO']);
  });
});
