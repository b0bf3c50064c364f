import { describe, expect, it } from 'vitest';
import { LanguageChoices, userKey } from '../../../src/core/chat/language.service.js';
import type { ChatCaller } from '../../../src/core/chat/chat.types.js';
import type { LanguageStore } from '../../../src/core/chat/language.ports.js';

/** A LanguageStore in a Map: the rules under test are the choices', not the store's. */
function memoryStore(): LanguageStore & { saved: Map<string, string> } {
  const saved = new Map<string, string>();
  return {
    saved,
    get: async (keys) => new Map(keys.filter((k) => saved.has(k)).map((k) => [k, saved.get(k)!])),
    set: async (key, locale) => void (locale === null ? saved.delete(key) : saved.set(key, locale)),
    flush: async () => undefined,
  };
}

const translations = { locales: ['en', 'de', 'pt-BR'], pick: (wanted: ReadonlyArray<string | null | undefined>) => (wanted[0]?.startsWith('de') ? 'de' : wanted[0]?.startsWith('pt') ? 'pt-BR' : 'en') };
const member: ChatCaller = {
  platform: 'discord',
  userId: '42',
  owner: 'o',
  chat: { platform: 'discord', userId: '42', channelId: '900', guildId: '1', token: '', issuedAt: 0, sizeLimit: 1 },
};
const yes = async () => true;
const no = async () => false;

describe('a Discord channel’s own language', () => {
  it('is chosen for the channel only with where: channel, and only by a member who may manage it', async () => {
    const store = memoryStore();
    const choices = new LanguageChoices(store, translations);
    expect(await choices.choose(member, 'de', no, true)).toEqual({ kind: 'admins_only' });
    expect(store.saved.size).toBe(0);
    expect(await choices.choose(member, 'de', yes, true)).toEqual({ kind: 'set', scope: 'chat', locale: 'de' });
    expect(store.saved.get('chat:discord:900')).toBe('de');
    expect(await choices.chosen(['chat:discord:900'])).toBe('de');
  });

  it('without where: channel, the member chooses for themself, whatever they may manage', async () => {
    const store = memoryStore();
    const choices = new LanguageChoices(store, translations);
    expect(await choices.choose(member, 'pt', no)).toEqual({ kind: 'set', scope: 'user', locale: 'pt-BR' });
    expect([...store.saved]).toEqual([[userKey('discord', '42'), 'pt-BR']]);
    expect(await choices.choose(member, 'reset', yes, true)).toEqual({ kind: 'reset', scope: 'chat' });
    expect(await choices.choose(member, undefined, no, true)).toMatchObject({ kind: 'current', scope: 'chat', locale: null });
  });
});
