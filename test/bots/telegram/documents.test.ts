/**
 * Issue 38 in Telegram: a Word file sent with no command is offered the document tools that take it, and a tap
 * converts it with LibreOffice; the PDF that comes back is read with mupdf.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPagesOf } from '../../tools/office/readback.js';
import { docxParts, para, table } from '../../tools/office/ooxml.js';
import { packageBytes } from '../../tools/office/package-bytes.js';
import type { BotMessage } from './fake-bot-api.js';
import { startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const buttons = (m: BotMessage) => (m.reply_markup?.inline_keyboard ?? []).flat();

describe('a Word document sent to the Telegram bot', () => {
  it('is offered the fitting document tools, and "Word to PDF" sends back a PDF with its text', async () => {
    const docx = await packageBytes(docxParts(para('Minutes of the raid night') + table([['Boss', 'Tries'], ['Dragon', '7']])));
    const file = h.api.addFile(docx, 'docx');
    h.api.sendUserMessage(41, '', { document: { file_id: file.file_id, file_name: 'raid minutes.docx', file_size: file.file_size } });
    const offer = await h.api.waitFor(() => h.api.chatMessages(41)[0], 15_000, 'the offer');
    expect(offer.text).toContain('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const labels = buttons(offer).map((b) => b.text);
    expect(labels).toEqual(expect.arrayContaining(['Word to PDF', 'Word to ODT', 'Word to text', 'Word to HTML']));
    expect(labels).not.toContain('Spreadsheet to PDF');
    expect(labels).not.toContain('Grayscale image');
    h.api.pressButton(41, offer, buttons(offer).find((b) => b.text === 'Word to PDF')!.callback_data!);
    const doc = await h.api.waitFor(() => h.api.chatMessages(41).find((m) => m.document), 60_000, 'the PDF');
    expect(doc.document!.file_name).toBe('raid_minutes.pdf');
    const text = (await readPagesOf(doc.document!.data)).join('\n');
    for (const words of ['Minutes of the raid night', 'Dragon', '7']) expect(text).toContain(words);
  }, 90_000);
});
