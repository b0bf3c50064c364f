import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autocomplete, buttonPress, slashCommand } from './fake/interactions.js';
import { isCallback, isOriginalEdit, startHarness, type Harness } from './harness.js';

/**
 * Issue 36: the tool list, its pager, recipe replies and autocomplete come in the language of the interaction
 * (Discord's `locale`), through the real bot on the fake Discord.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const ask = async (user: string, name: string, options: Parameters<typeof slashCommand>[2], locale: string) => {
  const p = { ...slashCommand(h.as(user), name, options), locale };
  h.fake.dispatchInteraction(p);
  await h.fake.waitFor(isOriginalEdit(p.token), 10_000, `/${name}`);
  return h.fake.original(p.token)!;
};
type Button = { label: string; custom_id: string };
const buttonsOf = (message: { components: unknown[] }) => (message.components as Array<{ components: Button[] }>).flatMap((r) => r.components);

describe('Discord tool lists and recipes in the interaction’s language', () => {
  it('/tools in German: title, category headings, footer and pager buttons; the next page stays German', async () => {
    const message = await ask('5101', 'tools', [], 'de');
    const embed = message.embeds[0] as { title: string; description: string; footer: { text: string } };
    expect(embed.title).toBe('Datei-Tools');
    expect(embed.description).toContain('**Bilder**');
    // The tools' own titles are German too; the slug stays what is typed.
    expect(embed.description).toContain('`image-convert-jpg` — Bild in JPG umwandeln\n');
    expect(embed.description).not.toContain('Convert image to JPG');
    expect(embed.footer.text).toMatch(/^Seite 1\/\d+ · \d+ Tools · \/tools <slug> zeigt die Optionen eines Tools$/);
    const buttons = buttonsOf(message);
    expect(buttons.map((b) => b.label)).toEqual(['Zurück', 'Weiter']);

    const press = { ...buttonPress(h.as('5101'), buttons[1].custom_id, message), locale: 'de' };
    h.fake.dispatchInteraction(press);
    await h.fake.waitFor(isCallback(press.token), 10_000, 'the next page');
    expect(String((h.fake.messages.get(message.id)!.embeds[0].footer as { text: string }).text)).toMatch(/^Seite 2\//);
  });

  it('/tools <slug> in Russian words the labels; no match is told in Russian too', async () => {
    const detail = (await ask('5102', 'tools', [{ name: 'query', type: 3, value: 'image-resize' }], 'ru')).embeds[0] as {
      fields: Array<{ name: string; value: string }>;
    };
    expect(detail.fields.slice(0, 2).map((f) => f.name)).toEqual(['Работает с', 'Выдаёт']);
    expect(detail.fields.some((f) => f.value.includes('по умолчанию: '))).toBe(true);
    const none = await ask('5102', 'tools', [{ name: 'query', type: 3, value: 'zzzz-nothing' }], 'ru');
    expect(none.content).toBe('Ни один инструмент не подходит под «zzzz-nothing». Попробуйте /tools image, /tools pdf или другие слова.');
  });

  it('/recipes with none, and autocomplete of categories and watches, in Spanish', async () => {
    const none = await ask('5103', 'recipes', [], 'es');
    expect(none.content).toBe('No tienes recetas. Guarda una con /recipe.');
    const p = { ...autocomplete(h.as('5103'), 'tools', 'query', 'im'), locale: 'es' };
    h.fake.dispatchInteraction(p);
    const answer = await h.fake.waitFor(isCallback(p.token), 10_000, 'the suggestions');
    const choices = (answer.body?.data as { choices: Array<{ name: string; value: string }> }).choices;
    expect(choices[0]).toEqual({ name: 'Categoría: Imágenes (image)', value: 'image' });
  });

  it('autocomplete of /convert tool in Spanish: found by Spanish words, shown with the Spanish title', async () => {
    const p = { ...autocomplete(h.as('5104'), 'convert', 'tool', 'tamaño de imagen'), locale: 'es' };
    h.fake.dispatchInteraction(p);
    const answer = await h.fake.waitFor(isCallback(p.token), 10_000, 'the suggestions');
    const choices = (answer.body?.data as { choices: Array<{ name: string; value: string }> }).choices;
    expect(choices).toEqual([{ name: 'image-resize — Cambiar tamaño de imagen', value: 'image-resize' }]);
  });

  it('/tools <words> finds tools by the Spanish words of the interaction’s language', async () => {
    const message = await ask('5106', 'tools', [{ name: 'query', type: 3, value: 'recortar' }], 'es');
    const lines = (message.embeds[0] as { description: string }).description.split('\n');
    expect(lines).toContain('`image-crop` — Recortar imagen');
    expect(lines).toContain('`pdf-crop` — Recortar páginas de PDF');
    // Its autocomplete offers them by those words too.
    const p = { ...autocomplete(h.as('5106'), 'tools', 'query', 'recortar'), locale: 'es' };
    h.fake.dispatchInteraction(p);
    const answer = await h.fake.waitFor(isCallback(p.token), 10_000, 'the suggestions');
    const choices = (answer.body?.data as { choices: Array<{ name: string; value: string }> }).choices;
    expect(choices).toContainEqual({ name: 'image-crop — Recortar imagen', value: 'image-crop' });
  });

  it('/tools <slug> in French: the tool’s title, description and parameter texts', async () => {
    const detail = (await ask('5105', 'tools', [{ name: 'query', type: 3, value: 'image-resize' }], 'fr')).embeds[0] as {
      title: string;
      description: string;
      fields: Array<{ name: string; value: string }>;
    };
    expect(detail.title).toBe('Redimensionner l\'image (image-resize)');
    expect(detail.description).toBe('Redimensionne une image à une largeur (et une hauteur facultative) selon l\'ajustement choisi, en gardant son format.');
    expect(detail.fields.find((f) => f.name === 'width')?.value).toMatch(/^Largeur cible en pixels · /);
    expect(detail.fields[1].value).toBe('comme l\'entrée');
  });
});
