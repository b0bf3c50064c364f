import { describe, expect, it } from 'vitest';
import { fitSizeKeyboard, readFitPress } from '../../../../src/bots/telegram/fit-buttons.js';
import { testTranslations } from '../../../helpers/translations.js';

const translations = await testTranslations();

describe('the /fit size buttons (Telegram)', () => {
  it('carry short payloads of our own names that read back to the size they show', () => {
    const buttons = fitSizeKeyboard(translations.translator('de')).inline_keyboard.flat();
    const payloads = buttons.map((b) => ('callback_data' in b ? b.callback_data : ''));
    expect(payloads).toEqual(['fs:discord', 'fs:whatsapp', 'fs:email', 'fs:discord-nitro-basic', 'fs:chat']);
    for (const data of payloads) expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    expect(payloads.map(readFitPress)).toEqual(['discord', 'whatsapp', 'email', 'discord-nitro-basic', 'chat']);
    expect(buttons.map((b) => b.text)).toEqual([
      'Discord · 10,5 MB',
      'WhatsApp · 16 MB',
      'E-Mail · 25 MB',
      'Discord Nitro Basic · 52,4 MB',
      'Dieser Chat · 50 MB',
    ]);
  });

  it('refuses anything else that comes back as a press', () => {
    for (const data of ['fs:', 'fs:evil', 'fs:Discord', 'fs:discord:1', 'fs:__proto__', 'fs:toString', 'fs:10485760', 'fit:discord', ' fs:discord']) {
      expect(readFitPress(data), data).toBeNull();
    }
  });
});
