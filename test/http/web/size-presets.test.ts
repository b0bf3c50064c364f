import { describe, expect, it } from 'vitest';
import { toolBody } from '../../../src/http/web/pages/tool.js';
import { createToolRegistry } from '../../../src/tools/index.js';
import { testTranslations } from '../../helpers/translations.js';

/** The tool page offers the "make it fit" presets as buttons beside target_size (issue 39, every door). */
const registry = createToolRegistry();
const page = async (slug: string, locale: string, params: Record<string, string> = {}) =>
  toolBody(registry.info(slug)!, null, 100, false, (await testTranslations()).translator(locale), { link: { action: '/u/x', params, sent: '' } }).value;

const buttonsOf = (html: string) => [...html.matchAll(/<button type="button" class="size-preset" data-fill="p-target_size" data-value="([^"]+)" aria-pressed="(true|false)">([^<]+)<\/button>/g)].map((m) => [m[1], m[2], m[3]]);

describe('target_size presets on the tool page', () => {
  it('are five buttons in a labelled group under the field, each naming its limit in MB', async () => {
    const html = await page('image-compress', 'en');
    expect(html).toContain('<div class="size-presets" role="group" aria-label="Fit for">');
    expect(buttonsOf(html)).toEqual([
      ['discord', 'false', 'Discord · 10.5 MB'],
      ['discord-nitro-basic', 'false', 'Discord Nitro Basic · 52.4 MB'],
      ['telegram-bot', 'false', 'Telegram bot · 50 MB'],
      ['whatsapp', 'false', 'WhatsApp · 16 MB'],
      ['email', 'false', 'E-mail · 25 MB'],
    ]);
    // The buttons sit with the field they fill, before its hint.
    expect(html.indexOf('id="p-target_size"')).toBeLessThan(html.indexOf('class="size-presets"'));
    expect(html.indexOf('class="size-presets"')).toBeLessThan(html.indexOf('id="p-target_size-hint"'));
  });

  it('speak the page’s language, with its decimal sign, and show the chosen preset as pressed', async () => {
    const html = await page('video-compress', 'de', { target_size: 'whatsapp' });
    expect(html).toContain('aria-label="Passend für"');
    expect(buttonsOf(html)).toContainEqual(['discord', 'false', 'Discord · 10,5 MB']);
    expect(buttonsOf(html)).toContainEqual(['whatsapp', 'true', 'WhatsApp · 16 MB']);
    expect(buttonsOf(html)).toContainEqual(['email', 'false', 'E-Mail · 25 MB']);
  });

  it('are absent from a tool without target_size', async () => {
    expect(await page('image-grayscale', 'en')).not.toContain('size-preset');
  });
});
