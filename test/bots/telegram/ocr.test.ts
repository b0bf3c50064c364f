import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterErrorRate, ENGLISH_LINES, textPagePng } from '../../helpers/ocr-pages.js';
import type { BotMessage } from './fake-bot-api.js';
import { startHarness, type Harness } from './harness.js';

/** Telegram offers the OCR tools for a photo and for a PDF, and a tap reads the photo's words back. */
let h: Harness;
let page: Buffer;

beforeAll(async () => {
  h = await startHarness({ env: { VIDEO_THUMBNAIL_URL: 'http://127.0.0.1:9', VIDEO_OEMBED_URL: 'http://127.0.0.1:9' } });
  page = await textPagePng(ENGLISH_LINES);
});
afterAll(() => h?.close());

const nth = (chat: number, n: number) => h.api.waitFor(() => h.api.chatMessages(chat)[n], 15_000, `message ${n} in chat ${chat}`);
const buttons = (m: BotMessage) => (m.reply_markup?.inline_keyboard ?? []).flat();

describe('OCR in Telegram', () => {
  it('a photo of text is offered "Image to text (OCR)", and a tap sends back the words as a text file', async () => {
    const file = h.api.addFile(page, 'png');
    h.api.sendUserMessage(41, '', { photo: { file_id: file.file_id, file_size: file.file_size } });
    const offer = await nth(41, 0);
    const labels = buttons(offer).map((b) => b.text);
    expect(labels).toEqual(expect.arrayContaining(['Image to text (OCR)', 'Image to searchable PDF (OCR)']));
    const ocr = buttons(offer).find((b) => b.text === 'Image to text (OCR)')!;
    h.api.pressButton(41, offer, ocr.callback_data!);
    const doc = await h.api.waitFor(() => h.api.chatMessages(41).find((m) => m.document), 30_000, 'document');
    expect(doc.document!.file_name).toMatch(/\.txt$/);
    expect(characterErrorRate(ENGLISH_LINES.join('\n'), doc.document!.data.toString('utf8'))).toBeLessThan(0.02);
  });

  it('a PDF is offered the searchable-PDF and PDF-to-text OCR tools', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 200]);
    const file = h.api.addFile(Buffer.from(await pdf.save()), 'pdf');
    h.api.sendUserMessage(42, '', { document: { file_id: file.file_id, file_name: 'scan.pdf', file_size: file.file_size } });
    const offer = await nth(42, 0);
    expect(buttons(offer).map((b) => b.text)).toEqual(expect.arrayContaining(['Searchable PDF (OCR)', 'PDF to text with OCR']));
  });
});
