import { describe, expect, it } from 'vitest';
import { verifyTelegramInitData } from '../../../src/core/sessions/telegram-init-data.js';
import { ManualClock } from '../../helpers/clock.js';
import { launchFields, signedInitData } from '../../helpers/telegram-init-data.js';

const TOKEN = '123456:TEST-token_abc';
const clock = new ManualClock();
const HOUR = 3_600_000;

describe('verifyTelegramInitData', () => {
  it('accepts data Telegram signed for this bot, and names the user and language', () => {
    const raw = signedInitData(TOKEN, launchFields(42, clock.now() - HOUR, 'de'));
    expect(verifyTelegramInitData(raw, TOKEN, clock.now())).toEqual({ userId: '42', languageCode: 'de', authDate: Math.floor((clock.now() - HOUR) / 1000) * 1000 });
  });

  it('refuses a changed field, a bad hash, or data signed with another bot\'s token', () => {
    const raw = signedInitData(TOKEN, launchFields(42, clock.now()));
    const otherUser = raw.replace(encodeURIComponent('"id":42'), encodeURIComponent('"id":43'));
    expect(otherUser).not.toBe(raw);
    expect(() => verifyTelegramInitData(otherUser, TOKEN, clock.now())).toThrow(/signature does not match/);
    const badHash = raw.replace(/hash=[0-9a-f]{64}/, `hash=${'0'.repeat(64)}`);
    expect(() => verifyTelegramInitData(badHash, TOKEN, clock.now())).toThrow(/signature does not match/);
    const otherBot = signedInitData('654321:OTHER-token', launchFields(42, clock.now()));
    expect(() => verifyTelegramInitData(otherBot, TOKEN, clock.now())).toThrow(/signature does not match/);
    expect(() => verifyTelegramInitData(raw.replace(/&?hash=[0-9a-f]{64}/, ''), TOKEN, clock.now())).toThrow(/no signature/);
    expect(() => verifyTelegramInitData(`${raw}&auth_date=1`, TOKEN, clock.now())).toThrow(/repeated/);
  });

  it('refuses data more than a day old, or dated ahead of the clock', () => {
    const signedAt = clock.now();
    const raw = signedInitData(TOKEN, launchFields(42, signedAt));
    const later = new ManualClock(signedAt);
    later.advance(24 * HOUR - 1000);
    expect(verifyTelegramInitData(raw, TOKEN, later.now()).userId).toBe('42');
    later.advance(2000);
    expect(() => verifyTelegramInitData(raw, TOKEN, later.now())).toThrow(/more than a day old/);
    const ahead = signedInitData(TOKEN, launchFields(42, clock.now() + HOUR));
    expect(() => verifyTelegramInitData(ahead, TOKEN, clock.now())).toThrow(/in the future/);
  });

  it('refuses signed data without a user, and anything that is not launch data', () => {
    const { user: _user, ...noUser } = launchFields(42, clock.now());
    expect(() => verifyTelegramInitData(signedInitData(TOKEN, noUser), TOKEN, clock.now())).toThrow(/no user/);
    expect(() => verifyTelegramInitData('', TOKEN, clock.now())).toThrow(/missing/);
    expect(() => verifyTelegramInitData('x'.repeat(9000), TOKEN, clock.now())).toThrow(/too long/);
    expect(() => verifyTelegramInitData('user=%7B%7D', TOKEN, clock.now())).toThrow(/no signature/);
  });
});
