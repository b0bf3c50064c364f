import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveTools } from '../../../src/tools/archive/index.js';
import { dataTools } from '../../../src/tools/data/index.js';
import { ebookTools } from '../../../src/tools/ebook/index.js';
import { emlMessage } from '../../tools/ebook/fixtures.js';
import { readZip } from '../../tools/pdf/readback.js';
import type { BotMessage } from './fake-bot-api.js';
import { startHarness, type Harness } from './harness.js';

/**
 * An e-mail, a YAML file and a file of no known type sent to the bot with no command (issues 38, 39): it offers the
 * tools that take them, by type, and the archive creators for any file.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ overrides: { tools: [...ebookTools, ...dataTools, ...archiveTools] } });
});
afterAll(async () => {
  await h?.close();
});

const buttons = (m: BotMessage) => (m.reply_markup?.inline_keyboard ?? []).flat();
const CREATORS = ['Create a ZIP', 'Create a 7z archive', 'Create a tar.gz'];

describe('document and data files in Telegram', () => {
  it('offers "E-mail to PDF" for an .eml, and a tap sends back the PDF naming sender and subject', async () => {
    const file = h.api.addFile(Buffer.from(emlMessage({})), 'eml');
    h.api.sendUserMessage(60, '', { document: { file_id: file.file_id, file_name: 'note.eml', file_size: file.file_size } });
    const offer = await h.api.waitFor(() => h.api.chatMessages(60).find((m) => buttons(m).length > 0), 15_000, 'tool offer');
    const offered = buttons(offer);
    // The one tool for e-mail, and the archive creators, which take any file.
    expect(offered.map((b) => b.text)).toEqual(['E-mail to PDF', ...CREATORS]);
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

  it('offers only the archive creators for a file of no known type, and "Create a ZIP" sends it back zipped under its name', async () => {
    const bytes = Buffer.from(Array.from({ length: 700 }, (_, i) => (i * 151 + 7) % 256));
    const file = h.api.addFile(bytes, 'dat');
    h.api.sendUserMessage(62, '', { document: { file_id: file.file_id, file_name: 'save.dat', file_size: file.file_size } });
    const offer = await h.api.waitFor(() => h.api.chatMessages(62).find((m) => buttons(m).length > 0), 15_000, 'tool offer');
    expect(buttons(offer).map((b) => b.text)).toEqual(CREATORS);
    h.api.pressButton(62, offer, buttons(offer)[0].callback_data!);
    const doc = await h.api.waitFor(() => h.api.chatMessages(62).find((m) => m.document), 30_000, 'the ZIP');
    expect(doc.document!.file_name).toBe('save.zip');
    const dir = await mkdtemp(join(tmpdir(), 'tg-zip-'));
    try {
      await writeFile(join(dir, 'r.zip'), doc.document!.data);
      expect((await readZip(join(dir, 'r.zip'))).map((e) => [e.name, e.data.toString('hex')])).toEqual([['save.dat', bytes.toString('hex')]]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
