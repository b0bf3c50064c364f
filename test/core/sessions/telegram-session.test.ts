import { describe, expect, it } from 'vitest';
import { SessionService } from '../../../src/core/sessions/session.service.js';
import { ManualClock } from '../../helpers/clock.js';
import { MemoryApiKeyStore } from '../../helpers/memory-stores.js';
import { launchFields, signedInitData } from '../../helpers/telegram-init-data.js';

const TOKEN = '123456:TEST-token_abc';
const HOUR = 3_600_000;

function sessions(clock: ManualClock, opts: { secret?: string; token?: string | null } = {}) {
  return new SessionService(new MemoryApiKeyStore(), [], clock, {
    sidSecret: opts.secret ?? 'server-secret',
    ...(opts.token === null ? {} : { telegramBotToken: opts.token ?? TOKEN }),
  });
}

describe('Telegram Mini App sessions', () => {
  it('a valid launch gives a token that stands for the chat user, with the launch language, until a day after signing', () => {
    const clock = new ManualClock();
    const s = sessions(clock);
    const opened = s.openTelegramSession(signedInitData(TOKEN, launchFields(42, clock.now() - HOUR, 'pt-br')));
    expect(opened.principal).toEqual({ ...s.chatPrincipal('telegram', 42), locale: 'pt-br' });
    expect(opened.principal.owner).toBe(s.ownerForChat('telegram', 42));
    expect(s.telegramSessionPrincipal(opened.token)).toEqual(opened.principal);
    clock.advance(23 * HOUR - 1000);
    expect(s.telegramSessionPrincipal(opened.token)?.userId).toBe('42');
    clock.advance(2000);
    expect(s.telegramSessionPrincipal(opened.token)).toBeNull();
  });

  it('no token passes that this server did not sign, or that was changed, or that is a session id', () => {
    const clock = new ManualClock();
    const s = sessions(clock);
    const { token } = s.openTelegramSession(signedInitData(TOKEN, launchFields(42, clock.now())));
    expect(sessions(clock, { secret: 'another-server' }).telegramSessionPrincipal(token)).toBeNull();
    expect(s.telegramSessionPrincipal(token.replace('tg1.42.', 'tg1.43.'))).toBeNull();
    expect(s.telegramSessionPrincipal(s.newSid())).toBeNull();
    expect(s.telegramSessionPrincipal(undefined)).toBeNull();
  });

  it('without the bot token there are no Telegram sessions at all', () => {
    const clock = new ManualClock();
    const off = sessions(clock, { token: null });
    expect(() => off.openTelegramSession(signedInitData(TOKEN, launchFields(42, clock.now())))).toThrow(/not enabled/);
    const { token } = sessions(clock).openTelegramSession(signedInitData(TOKEN, launchFields(42, clock.now())));
    expect(off.telegramSessionPrincipal(token)).toBeNull();
  });
});
