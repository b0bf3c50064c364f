import { describe, expect, it } from 'vitest';
import { runCommand, watch } from '../../commands/index.js';

/**
 * Issue 24 item 13: `/watch 620 -5`, `1e308` and `NaN` answered "price: is required". The message a chat user
 * gets (the command's refusal, as both bots word it) now says what is wrong with the value given.
 */
const ctx = { services: {} as never, caller: {} as never };
const refusal = (text: string) => runCommand(watch, ctx, watch.fromText!(text)).then(() => 'accepted', (e: Error) => e.message);

describe('/watch price refusals', () => {
  it.each([
    ['620 -5', 'price: must be more than 0.'],
    ['620 0', 'price: must be more than 0.'],
    ['620 1e308', 'price: must be at most 100000.'],
    ['620 250000', 'price: must be at most 100000.'],
    ['620 NaN', 'price: is not a number; write it like 9.99.'],
    ['620 -Infinity', 'price: is not a number; write it like 9.99.'],
    ['620 1.234', 'price: has more than two decimals.'],
  ])('/watch %s → %s', async (text, message) => {
    expect(await refusal(text)).toBe(`${message} Usage: /watch <appid or title> <price> [region]`);
  });

  it('still reads titles and prices as before, and a missing price is still "required"', () => {
    expect(watch.fromText!('elden ring 19,99')).toEqual({ game: 'elden ring', price: 19.99, region: undefined });
    expect(watch.fromText!('620 $5 gb')).toEqual({ game: '620', price: 5, region: 'gb' });
    expect(watch.fromText!('portal')).toEqual({ game: 'portal', price: undefined, region: undefined });
    expect(watch.fromText!('half life 2')).toEqual({ game: 'half life', price: 2, region: undefined });
  });

  it('a missing price is still "required"', async () => {
    expect(await refusal('portal')).toMatch(/^price: is required\./);
  });
});
