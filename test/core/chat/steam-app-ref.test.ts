import { describe, expect, it } from 'vitest';
import { steamAppRef } from '../../../src/core/chat/steam-app-ref.js';

describe('steamAppRef', () => {
  it('finds the app of a store, community, short or steam:// link anywhere in a message', () => {
    expect(steamAppRef('look https://store.steampowered.com/app/620/Portal_2/ is on sale')).toBe('620');
    expect(steamAppRef('<https://store.steampowered.com/agecheck/app/1091500/>')).toBe('1091500');
    expect(steamAppRef('https://steamcommunity.com/app/400/discussions/')).toBe('400');
    expect(steamAppRef('s.team/a/620')).toBe('620');
    expect(steamAppRef('steam://store/620')).toBe('620');
  });

  it('takes an id said as one, or a message that is only an id', () => {
    expect(steamAppRef('what about app 620?')).toBe('620');
    expect(steamAppRef('AppID: 1091500')).toBe('1091500');
    expect(steamAppRef('  620 ')).toBe('620');
    expect(steamAppRef('0620')).toBe('620');
  });

  it('names nothing for numbers in a sentence, other sites, or no id at all', () => {
    expect(steamAppRef('3 games for 20 bucks')).toBeNull();
    expect(steamAppRef('https://evil.example/store.steampowered.com.evil/app/1')).toBeNull();
    expect(steamAppRef('https://notstore.steampowered.com.example/app/620')).toBeNull();
    expect(steamAppRef('0')).toBeNull();
    expect(steamAppRef('')).toBeNull();
    expect(steamAppRef('12345678901')).toBeNull();
  });
});
