import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotMessage } from './fake-bot-api.js';
import { pseudoText } from '../../i18n/pseudo.js';
import { twoColourPng } from '../../helpers/images.js';
import { startHarness, type Harness } from './harness.js';

/**
 * Issue 36: /tools, its pager and /recipes come in the Telegram user's language (`language_code`, or the stored
 * /language choice), through the real bot on the fake Bot API.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const nth = (chat: number, n: number) => h.api.waitFor(() => h.api.chatMessages(chat)[n], 15_000, `message ${n} in chat ${chat}`);
const buttons = (m: BotMessage) => (m.reply_markup?.inline_keyboard ?? []).flat();

describe('Telegram tool lists and recipes in the user’s language', () => {
  it('/tools image in German: heading, page, category, footer and the pager button; the next page stays German', async () => {
    h.api.sendUserMessage(51, '/tools image', { languageCode: 'de' });
    const page = await nth(51, 0);
    expect(page.text).toMatch(/^<b>Tools für „image“<\/b> \(\d+\) · Seite 1\/3\n\n<b>Bilder<\/b>\n/);
    expect(page.text).toContain('Details: /tools &lt;Name&gt; · Ausführen: /convert &lt;Name&gt; mit einer Datei');
    // The tools' own words are German too; the slug stays what is typed.
    expect(page.text).toContain('• <code>image-convert-jpg</code> Bild in JPG umwandeln\n');
    expect(page.text).not.toContain('Convert image to JPG');
    const next = buttons(page).find((b) => b.text === 'Weiter ▶')!;
    expect(next).toBeDefined();
    h.api.pressButton(51, page, next.callback_data!, { languageCode: 'de' });
    await h.api.waitFor(() => page.edits.length > 0 && page, 10_000, 'page 2');
    expect(page.text).toContain('· Seite 2/3');
    expect(buttons(page).map((b) => b.text)).toEqual(['◀ Zurück', 'Weiter ▶']);
  });

  it('/tools <slug> in the test locale words every label, the command to copy stays code', async () => {
    h.api.sendUserMessage(52, '/tools image-resize', { languageCode: 'ar' });
    const detail = (await nth(52, 0)).text!;
    expect(detail).toContain(pseudoText('Parameters:'));
    expect(detail).toContain(`${pseudoText('Use: send a file with the caption')} <code>/convert image-resize</code>`);
    expect(detail).not.toContain('Gives:');
  });

  it('/tools <slug> in German: the tool’s title, description and parameter texts, names and values as typed', async () => {
    h.api.sendUserMessage(54, '/tools image-resize', { languageCode: 'de' });
    const detail = (await nth(54, 0)).text!;
    expect(detail).toMatch(/^<b>Bildgröße ändern<\/b> \(<code>image-resize<\/code>\)\n/);
    expect(detail).toContain('Ändert die Größe eines Bildes auf eine Breite (und optional Höhe) mit der gewählten Einpassung; das Format bleibt.');
    expect(detail).toContain('• <code>width</code> (1–10000), Standard 800: Zielbreite in Pixeln');
    expect(detail).toContain('Wie das Bild in den Rahmen passt: inside, cover, contain, fill oder outside');
    expect(detail).toContain('\nGibt: wie die Eingabe\n');
    expect(detail).not.toContain('Target width');
  });

  it('/tools <words> finds tools by the German words the user reads', async () => {
    h.api.sendUserMessage(56, '/tools zuschneiden', { languageCode: 'de' });
    const page = (await nth(56, 0)).text!;
    expect(page).toMatch(/^<b>Tools für „zuschneiden“<\/b> \(3\)/);
    expect(page).toContain('• <code>image-crop</code> Bild zuschneiden');
    expect(page).toContain('• <code>video-crop</code> Video zuschneiden');
    expect(page).toContain('• <code>pdf-crop</code> PDF-Seiten zuschneiden');
    // A category's German name finds its tools as words do.
    h.api.sendUserMessage(56, '/tools bilder', { languageCode: 'de' });
    const images = (await nth(56, 1)).text!;
    expect(images).toContain('• <code>image-convert-jpg</code> Bild in JPG umwandeln');
    expect(images).not.toContain('pdf-merge');
  });

  it('a picture sent without a command gets one button per tool, labelled in the user’s language', async () => {
    const file = h.api.addFile(await twoColourPng(8, 8), 'png');
    h.api.sendUserMessage(55, '', { languageCode: 'fr', document: { file_id: file.file_id, file_name: 'a.png', file_size: file.file_size } });
    const offer = await nth(55, 0);
    expect(offer.text).toBe("C'est image/png. Choisissez un outil (réglages par défaut), ou envoyez-le avec une légende comme <code>/convert &lt;tool&gt; width=200</code> :");
    const labels = buttons(offer).map((b) => b.text);
    expect(labels).toContain('Redimensionner l\'image');
    expect(labels).toContain('Faire pivoter l\'image');
    expect(labels).not.toContain('Resize image');
  });

  it('/recipes with none, and a recipe saved, in Russian', async () => {
    h.api.sendUserMessage(53, '/recipes', { languageCode: 'ru' });
    expect((await nth(53, 0)).text).toBe('У вас нет рецептов. Сохраните рецепт командой /recipe save &lt;имя&gt; &lt;инструмент | инструмент …&gt;.');
    h.api.sendUserMessage(53, '/recipe save grey image-grayscale', { languageCode: 'ru' });
    expect((await nth(53, 1)).text).toBe('Рецепт <b>grey</b> сохранён: <code>image-grayscale</code>\nЗапустите его на файле командой /convert @grey');
  });
});
