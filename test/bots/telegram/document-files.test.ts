import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataTools } from '../../../src/tools/data/index.js';
import { ebookTools } from '../../../src/tools/ebook/index.js';
import { emlMessage } from '../../tools/ebook/fixtures.js';
import type { BotMessage } from './fake-bot-api.js';
import { startHarness, type Harness } from './harness.js';

/** An e-mail and a YAML file sent to the bot with no command (issue 38): it offers the tools that take them, by type. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ overrides: { tools: [...ebookTools, ...dataTools] } });
});
afterAll(async () => {
  await h?.close();
});

const buttons = (m: BotMessage) => (m.reply_markup?.inline_keyboard ?? []).flat();

describe('document and data files in Telegram', () => {
  it('offers "E-mail to PDF" for an .eml, and a tap sends back the PDF naming sender and subject', async () => {
    const file = h.api.addFile(Buffer.from(emlMessage({})), 'eml');
    h.api.sendUserMessage(60, '', { document: { file_id: file.file_id, file_name: 'note.eml', file_size: file.file_size } });
    const offer = await h.api.waitFor(() => h.api.chatMessages(60).find((m) => buttons(m).length > 0), 15_000, 'tool offer');
    const offered = buttons(offer);
    expect(offered.map((b) => b.text).join(' | ')).toContain('E-mail to PDF');
    expect(offered).toHaveLength(1);
    h.api.pressButton(60, offer, offered[0].callback_data!);
    const doc = await h.api.waitFor(() => h.api.chatMessages(60).find((m) => m.document), 30_000, 'the PDF');
    expect(doc.document!.file_name).toBe('note.pdf');
    const pdf = mupdf.Document.openDocument(doc.document!.data, 'application/pdf');
    const text = pdf.loadPage(0).toStructuredText('preserve-whitespace').asText();
    expect(text).toContain('Ada Lovelace <ada@example.org>');
    expect(text).toContain('Quarterly résumé');
  });

  it('offers the converters that take YAML, and not the one that writes it', async () => {
    const file = h.api.addFile(Buffer.from('name: Ada\nlanguages: [en, fr]\n'), 'yaml');
    h.api.sendUserMessage(61, '', { document: { file_id: file.file_id, file_name: 'me.yaml', file_size: file.file_size } });
    const offer = await h.api.waitFor(() => h.api.chatMessages(61).find((m) => buttons(m).length > 0), 15_000, 'tool offer');
    const labels = buttons(offer).map((b) => b.text).join(' | ');
    for (const title of ['Data to JSON', 'Data to TOML', 'Data to XML', 'Data to CSV']) expect(labels).toContain(title);
    expect(labels).not.toContain('Data to YAML');
  });
});
