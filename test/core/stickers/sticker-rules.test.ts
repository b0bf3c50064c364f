import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/core/errors.js';
import { mayAddExpressions } from '../../../src/core/stickers/guild-expressions.js';
import { StickerJobs } from '../../../src/core/stickers/sticker-jobs.js';
import { MAX_OWN_SETS, ownSetName, setLink } from '../../../src/core/stickers/telegram-sets.js';
import type { ChatCaller } from '../../../src/core/chat/chat.types.js';

describe('Telegram set names', () => {
  it('follow the Bot API rules: a letter first, [a-z0-9_], _by_<bot>, numbered after the first', () => {
    expect(ownSetName('42', 'GameTools_Bot', 1)).toBe('u42_by_gametools_bot');
    expect(ownSetName('42', 'GameTools_Bot', 3)).toBe('u42_3_by_gametools_bot');
    expect(setLink('u42_by_gametools_bot')).toBe('https://t.me/addstickers/u42_by_gametools_bot');
  });

  it('are refused rather than sent when they would break a rule (64 characters, a double underscore, odd ids)', () => {
    expect(ownSetName('12345678901234567890', 'a'.repeat(40), 1)).toBeNull();
    expect(ownSetName('42', '_bot', 1)).toBeNull();
    expect(ownSetName('-42', 'bot', 1)).toBeNull();
    expect(ownSetName('42', 'bad name', 1)).toBeNull();
    expect(MAX_OWN_SETS).toBeGreaterThan(1);
  });
});

describe('the expressions permission', () => {
  const CREATE = 1n << 43n;
  const MANAGE = 1n << 30n;
  it('needs CREATE_ or MANAGE_GUILD_EXPRESSIONS on both the member and the bot, in a server', () => {
    expect(mayAddExpressions('1', CREATE, CREATE)).toBe(true);
    expect(mayAddExpressions('1', MANAGE, CREATE | 2048n)).toBe(true);
    expect(mayAddExpressions('1', 2048n, CREATE)).toBe(false);
    expect(mayAddExpressions('1', CREATE, 2048n)).toBe(false);
    expect(mayAddExpressions('1', null, CREATE)).toBe(false);
    expect(mayAddExpressions(null, CREATE, CREATE)).toBe(false);
  });
});

describe('StickerJobs.make', () => {
  const submitted: unknown[] = [];
  const jobs = new StickerJobs({
    submit: async (req) => {
      submitted.push(req);
      return { id: 'job1', tool: typeof req.tool === 'string' ? req.tool : req.tool.slug } as never;
    },
  });
  const telegram: ChatCaller = { platform: 'telegram', userId: '7', owner: 'o', chat: { platform: 'telegram', chatId: 7, userId: '7', replyTo: 1 } };
  const discord: ChatCaller = {
    platform: 'discord',
    userId: '9',
    owner: 'o',
    chat: { platform: 'discord', userId: '9', channelId: '2', guildId: '3', token: 't', issuedAt: 0, sizeLimit: 1e7 },
  };
  const file = async () => ({ tempPath: '/tmp/x', name: 'x.png', size: 1 });

  it('picks the Telegram tool by whether the file moves, and keeps the emoji for the set', async () => {
    await expect(jobs.make({ caller: telegram, file, motion: true, emoji: '🔥' })).resolves.toMatchObject({ tool: 'video-to-telegram-sticker' });
    expect(submitted.at(-1)).toMatchObject({ chat: { sticker: { emoji: '🔥' } }, file });
    await expect(jobs.make({ caller: telegram, file, motion: false })).resolves.toMatchObject({ tool: 'image-to-telegram-sticker' });
    expect(submitted.at(-1)).toMatchObject({ chat: { sticker: { emoji: '🙂' } } });
  });

  it('on Discord records whether the server may get it, and cleans the name', async () => {
    const perms = { member: 1n << 43n, app: 1n << 43n };
    await expect(jobs.make({ caller: discord, file, motion: false, name: 'Cat Face!', permissions: perms })).resolves.toEqual({
      jobId: 'job1',
      tool: 'image-to-discord-emoji',
      registers: true,
    });
    expect(submitted.at(-1)).toMatchObject({ chat: { sticker: { as: 'emoji', name: 'Cat_Face', permitted: true } } });
    await expect(jobs.make({ caller: discord, file, motion: false, as: 'sticker' })).resolves.toMatchObject({
      tool: 'image-to-discord-sticker',
      registers: false,
    });
  });

  it('refuses no file and an emoji that is not one', async () => {
    await expect(jobs.make({ caller: telegram, file: undefined, motion: false })).rejects.toMatchObject({ code: 'upload_required' });
    const err = await jobs.make({ caller: telegram, file, motion: false, emoji: 'smile' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'invalid_params' });
  });
});
