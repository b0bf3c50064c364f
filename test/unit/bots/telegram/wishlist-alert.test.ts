import { Bot } from 'grammy';
import { describe, expect, it } from 'vitest';
import { telegramWishlistMessenger } from '../../../../src/bots/telegram/wishlist-messenger.js';
import { WISHLIST_RULES } from '../../../../src/core/chat/wishlist.service.js';
import type { WishlistAlert, WishlistMember } from '../../../../src/core/chat/wishlist.types.js';
import { makeGame } from '../../../helpers/game-factory.js';
import { testTranslations } from '../../../helpers/translations.js';

/**
 * A wishlist alert as the Telegram Bot API receives it (a transformer on bot.api answers every call in its place):
 * the chart as a photo captioned with the alert and its mentions, and, when the mentions would not fit a caption,
 * the same words as a message, never a member cut off.
 */
const translations = await testTranslations();

function alert(members: WishlistMember[]): WishlistAlert {
  return {
    entry: {
      id: 'abcdef', platform: 'telegram', chatKey: 'telegram:-7', chat: { platform: 'telegram', chatId: -7, userId: '1', replyTo: null, locale: 'de' },
      appid: 620, title: 'Portal 2', region: 'us', currency: 'USD', addedBy: '1', target: null, rules: { ...WISHLIST_RULES },
      ruleState: null, armed: true, knownLow: null, lastPrice: null, createdAt: 0, lastCheckedAt: 0, lastAlertAt: null, disabledAt: null,
    },
    game: makeGame({ title: 'Portal 2', platform_appid: 620, best_official: { price: 4.99, store: 'Steam', cut: 50 } }),
    reasons: ['cut'],
    price: 4.99,
    members,
    chart: { png: new Uint8Array([137, 80, 78, 71]), enough: true, lows: { all_time: null, official: null, keyshop: null, steam: null, since_increase: null }, days: 365 },
  };
}

async function send(members: WishlistMember[]) {
  const sent: Array<{ method: string; payload: Record<string, unknown> }> = [];
  const bot = new Bot('123456:TEST-token_abc', { botInfo: { id: 1 } as Bot['botInfo'] });
  bot.api.config.use(async (_prev, method, payload) => {
    sent.push({ method, payload: { ...(payload as Record<string, unknown>) } });
    return { ok: true, result: { message_id: 1, date: 0, chat: { id: -7, type: 'supergroup' } } } as never;
  });
  // The chat's language: what the group chose, here German.
  const messenger = telegramWishlistMessenger(bot.api, async (chat) => translations.translator(chat.locale));
  await messenger.alert(alert(members));
  return sent;
}

const member = (n: number, name = `Spieler ${n}`): WishlistMember => ({ entryId: 'abcdef', userId: String(1000 + n), name, at: n });

describe('Telegram wishlist alert', () => {
  it('a photo of the chart captioned in the group’s language, mentioning the members by id, names escaped', async () => {
    const [call] = await send([member(1, '<b>Ann</b>'), member(2)]);
    expect(call.method).toBe('sendPhoto');
    const caption = String(call.payload.caption);
    expect(caption).toContain('🛒 <b>Portal 2 ist im Angebot (Wunschliste)</b>');
    // Percent and money the German way, through Intl.
    expect(caption).toContain('50\u00a0% Rabatt: 4,99\u00a0$ bei Steam');
    expect(caption).toContain('<a href="tg://user?id=1001">&lt;b&gt;Ann&lt;/b&gt;</a>, <a href="tg://user?id=1002">Spieler 2</a>');
    expect(JSON.stringify(call.payload.reply_markup)).toContain('wl:on:abcdef');
  });

  it('fifty members with long names do not fit a caption: one message with every mention instead', async () => {
    const many = Array.from({ length: 50 }, (_, i) => member(i, `Ein sehr langer Name ${i}`));
    const sent = await send(many);
    expect(sent.map((c) => c.method)).toEqual(['sendMessage']);
    const text = String(sent[0].payload.text);
    for (const m of many) expect(text).toContain(`tg://user?id=${m.userId}"`);
    expect(text.length).toBeLessThanOrEqual(4096);
  });
});
