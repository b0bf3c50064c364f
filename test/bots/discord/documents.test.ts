/**
 * Issue 38 in Discord: /convert completes the document tools (autocomplete cannot see the attachment, so the tool
 * name and title are what it matches), completes the PDF tools as the step after word-to-pdf, and that chain run on
 * an attached docx (a two-step pipeline: LibreOffice, then pdf-compress) comes back as a PDF holding the text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPagesOf } from '../../tools/office/readback.js';
import { docxParts, para } from '../../tools/office/ooxml.js';
import { packageBytes } from '../../tools/office/package-bytes.js';
import { autocomplete, slashCommand } from './fake/interactions.js';
import { isCallback, isOriginalEdit, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { BASE_URL: 'https://gametools.test' } });
});
afterAll(async () => {
  await h?.close();
});

type Choice = { name: string; value: string };

async function choices(userId: string, focused: string, typed: string, others: Array<{ name: string; type: number; value: string }> = []): Promise<Choice[]> {
  const a = autocomplete(h.as(userId), 'convert', focused, typed, others);
  h.fake.dispatchInteraction(a);
  const answer = await h.fake.waitFor(isCallback(a.token));
  return (answer.body?.data as { choices: Choice[] }).choices;
}

describe('/convert with a Word document', () => {
  it('completes the document tools by name and title', async () => {
    const word = await choices('3001', 'tool', 'word');
    expect(word.map((c) => c.value)).toEqual(expect.arrayContaining(['word-to-pdf', 'docx-to-odt', 'docx-to-text', 'docx-to-html']));
    expect(word).toContainEqual({ name: 'word-to-pdf — Word to PDF', value: 'word-to-pdf' });
    const sheets = await choices('3001', 'tool', 'spreadsheet');
    expect(sheets.map((c) => c.value)).toEqual(['spreadsheet-to-pdf']);
  });

  it('offers pdf-compress after word-to-pdf, and runs that chain on an attached docx', async () => {
    const after = await choices('3002', 'then', 'compress', [{ name: 'tool', type: 3, value: 'word-to-pdf' }]);
    expect(after.map((c) => c.value)).toContain('pdf-compress');
    // No docx tool takes the PDF the first step makes.
    const docxAfterPdf = await choices('3002', 'then', 'docx', [{ name: 'tool', type: 3, value: 'word-to-pdf' }]);
    expect(docxAfterPdf).toEqual([]);

    const docx = await packageBytes(docxParts(para('Patch notes for season nine')));
    const attachment = h.fake.putAttachment(docx, 'patch notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const p = slashCommand(
      h.as('3003'),
      'convert',
      [
        { name: 'tool', type: 3, value: 'word-to-pdf' },
        { name: 'then', type: 3, value: 'pdf-compress' },
        { name: 'file', type: 11, value: attachment.id },
      ],
      [attachment],
    );
    h.fake.dispatchInteraction(p);
    const done = await h.fake.waitFor((c) => isOriginalEdit(p.token)(c) && c.files.length === 1, 60_000, 'the result');
    expect(done.files[0].name).toBe('patch_notes.pdf');
    expect((await readPagesOf(done.files[0].data)).join('')).toContain('Patch notes for season nine');
  }, 90_000);
});
