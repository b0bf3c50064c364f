import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANY_FILE } from '../../../src/core/tools/accepts.js';
import { autocomplete, slashCommand, type CommandOption } from '../../bots/discord/fake/interactions.js';
import { callsOf, isCallback, isOriginalEdit, startHarness, type Harness } from '../../bots/discord/harness.js';

/**
 * Pipelines through the Discord door (issue 26 item 6): the real discord.js bot on the fake Discord, `/convert` with
 * up to 5 attachments as one job, and the `then` option completed with only the tools that take what the chain makes.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A PDF of `pages` pages, each `width` points wide, so the merged file shows which input each page came from. */
async function pdfOf(pages: number, width: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([width, 400]);
  return Buffer.from(await doc.save());
}

async function choicesFor(userId: string, value: string, tool: string): Promise<Array<{ name: string; value: string }>> {
  const p = autocomplete(h.as(userId), 'convert', 'then', value, [{ name: 'tool', type: 3, value: tool }]);
  h.fake.dispatchInteraction(p);
  const answer = await h.fake.waitFor(isCallback(p.token));
  return (answer.body?.data as { choices: Array<{ name: string; value: string }> }).choices;
}

// A tool that takes any file (archive creation) takes what every chain makes.
const takesType = (slug: string, prefix: string) => h.app.services.tools.get(slug)!.accepts.some((a) => a === ANY_FILE || a.startsWith(prefix));

it('/convert pdf-merge with 3 PDF attachments delivers one PDF with every page, in the order attached', async () => {
  const inputs = [await pdfOf(1, 200), await pdfOf(2, 300), await pdfOf(3, 500)];
  const attachments = inputs.map((data, i) => h.fake.putAttachment(data, `part ${i + 1}.pdf`, 'application/pdf'));
  const options: CommandOption[] = [
    { name: 'tool', type: 3, value: 'pdf-merge' },
    ...attachments.map((a, i) => ({ name: i === 0 ? 'file' : `file${i + 1}`, type: 11, value: a.id })),
  ];
  const p = slashCommand(h.as('4101'), 'convert', options, attachments);
  h.fake.dispatchInteraction(p);

  const done = await h.fake.waitFor((c) => isOriginalEdit(p.token)(c) && c.files.length > 0, 30_000, 'the merged PDF');
  expect(done.files).toHaveLength(1);
  const merged = await PDFDocument.load(done.files[0].data);
  expect(merged.getPageCount()).toBe(6);
  expect(merged.getPages().map((page) => page.getWidth())).toEqual([200, 300, 300, 500, 500, 500]);
  const jobs = await h.app.services.jobs.list(h.app.services.sessions.ownerForChat('discord', '4101'));
  expect(jobs.map((j) => j.tool)).toEqual(['pdf-merge']);
  expect(callsOf(h.fake, p.token, 'PATCH').filter((c) => c.files.length > 0)).toHaveLength(1);
});

it('the then option offers only tools that take what the chain so far makes', async () => {
  // After an image step: image tools, and images-to-pdf, never a tool that takes only PDFs.
  const afterImage = await choicesFor('4102', '', 'image-grayscale');
  expect(afterImage.length).toBeGreaterThan(0);
  for (const c of afterImage) expect(takesType(c.value, 'image/'), c.value).toBe(true);
  const pdfWords = (await choicesFor('4102', 'pdf', 'image-grayscale')).map((c) => c.value);
  expect(pdfWords).toContain('images-to-pdf');
  expect(pdfWords).not.toContain('pdf-compress');

  // After images-to-pdf | pdf-compress: tools that take a PDF, each offered with the chain typed so far.
  const afterPdf = await choicesFor('4102', 'pdf-compress | ', 'images-to-pdf');
  expect(afterPdf.length).toBeGreaterThan(0);
  for (const c of afterPdf) {
    expect(c.value.startsWith('pdf-compress | ')).toBe(true);
    expect(takesType(c.value.slice('pdf-compress | '.length), 'application/pdf'), c.value).toBe(true);
  }
  expect((await choicesFor('4102', 'pdf-compress | merg', 'images-to-pdf')).map((c) => c.value)).toContain('pdf-compress | pdf-merge');
  // An unknown tool earlier in the chain leaves nothing to offer.
  expect(await choicesFor('4102', 'no-such-tool | ', 'images-to-pdf')).toEqual([]);
});

it('/recipe saves a chain for the Discord user and /recipes lists it, only to them', async () => {
  const save = slashCommand(h.as('4103'), 'recipe', [
    { name: 'name', type: 3, value: 'merge-small' },
    { name: 'steps', type: 3, value: 'pdf-merge | pdf-compress' },
  ]);
  h.fake.dispatchInteraction(save);
  const saved = await h.fake.waitFor(isOriginalEdit(save.token), 10_000, 'the saved recipe');
  expect(callsOf(h.fake, save.token, 'POST')[0].body).toMatchObject({ type: 5, data: { flags: 64 } });
  expect(String(saved.body?.content)).toMatch(/^Saved recipe \*\*merge-small\*\*: pdf-merge \\\| pdf-compress( |\n)/);

  const list = slashCommand(h.as('4103'), 'recipes');
  h.fake.dispatchInteraction(list);
  const shown = await h.fake.waitFor(isOriginalEdit(list.token), 10_000, 'the list');
  expect(String(shown.body?.content).split('\n').slice(0, 2)).toEqual(['**Your recipes**', String(saved.body?.content).split('\n')[0].slice('Saved recipe '.length)]);
  const owner = h.app.services.sessions.ownerForChat('discord', '4103');
  expect((await h.app.services.recipes.list(owner)).map((r) => r.name)).toEqual(['merge-small']);

  // /convert's tool option offers the caller's recipes as @name, before the tools.
  const typed = autocomplete(h.as('4103'), 'convert', 'tool', '@merge');
  h.fake.dispatchInteraction(typed);
  const offered = await h.fake.waitFor(isCallback(typed.token));
  expect((offered.body?.data as { choices: Array<{ name: string; value: string }> }).choices).toEqual([
    { name: '@merge-small — your recipe: pdf-merge | pdf-compress level=3', value: '@merge-small' },
  ]);
});
