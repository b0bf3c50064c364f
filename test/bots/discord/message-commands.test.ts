import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCommands } from '../../../src/bots/discord/deploy.js';
import { buttonPress, messageCommand, modalSubmit, slashCommand, userMessage, type FormAnswer } from './fake/interactions.js';
import type { FakeAttachment, FakeMessage } from './fake/messages.js';
import type { RestCall } from './fake/server.js';
import { CHANNEL_ID, callsOf, embedOf, isOriginalEdit, startHarness, type Harness } from './harness.js';
import { readZip } from '../../tools/pdf/readback.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ env: { MAX_UPLOAD_MB: '1' } });
});
afterAll(async () => {
  await h?.close();
});

type Label = { type: number; label: string; description?: string; component: Record<string, unknown> & { type: number; custom_id: string } };
type Modal = { custom_id: string; title: string; components: Label[] };

async function pdfOfPages(count: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage([200, 200]).drawText(`page ${i + 1}`, { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

async function colourPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
}

/** The ephemeral answer to an interaction: its callback (type 4), or the follow-up after a deferral. */
async function privateAnswer(token: string): Promise<RestCall> {
  const call = await h.fake.waitFor(
    (c) => c.method === 'POST' && c.path.includes(`/${token}`) && ((c.body?.data as { flags?: number } | undefined)?.flags === 64 || c.body?.flags === 64),
    10_000,
    'a private answer',
  );
  return call;
}
const contentOf = (call: RestCall) => String((call.body?.data as { content?: string } | undefined)?.content ?? call.body?.content ?? '');

async function shownModal(token: string): Promise<Modal> {
  await h.fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/${token}/callback`) && c.body?.type === 9, 10_000, 'the form');
  expect(callsOf(h.fake, token, 'POST')[0].status).toBe(204);
  return h.fake.modals.get(token) as unknown as Modal;
}

type PartButton = { custom_id: string; label: string };
const partsOf = (call: RestCall): PartButton[] =>
  (call.body?.data as { components: Array<{ components: PartButton[] }> }).components.flatMap((row) => row.components);

/** "Convert…" answered with parts: each part's button pressed, and the form it opens. */
async function messageForms(userId: string, token: string, chooser?: RestCall): Promise<Modal[]> {
  const answer = chooser ?? (await privateAnswer(token));
  const parts = partsOf(answer);
  expect(parts.every((b) => /^cvmopen:[A-Za-z0-9_-]+:[1-9]$/.test(b.custom_id))).toBe(true);
  const forms: Modal[] = [];
  for (const part of parts) {
    const press = buttonPress(h.as(userId), part.custom_id, h.fake.original(token) as FakeMessage);
    h.fake.dispatchInteraction(press);
    forms.push(await shownModal(press.token));
  }
  return forms;
}

function menu(userId: string, name: string, message: ReturnType<typeof userMessage>) {
  const p = messageCommand(h.as(userId), name, message);
  h.fake.dispatchInteraction(p);
  return p;
}

function submit(userId: string, customId: string, answers: FormAnswer[], files: FakeAttachment[] = []) {
  const p = modalSubmit(h.as(userId), customId, answers, files);
  h.fake.dispatchInteraction(p);
  return p;
}

describe('message commands are registered for every install', () => {
  it('deploys "Convert…" and "Price check" as message commands (type 3) for guild and user installs, in servers, DMs and group DMs', async () => {
    const { names } = await deployCommands({ token: h.fake.token, applicationId: h.fake.applicationId, apiUrl: h.fake.apiUrl });
    expect(names).toEqual(expect.arrayContaining(['Convert…', 'Price check', 'convert', 'price']));
    const stored = h.fake.commands.get('global') as Array<{ name: string; type: number; integration_types: number[]; contexts: number[] }>;
    const menus = stored.filter((c) => c.type === 3);
    expect(menus.map((m) => m.name).sort()).toEqual(['Convert…', 'Make sticker/emoji', 'Price check']);
    for (const m of menus) {
      expect(m.integration_types).toEqual([0, 1]);
      expect(m.contexts).toEqual([0, 1, 2]);
    }
  });
});

describe('"Price check" on a message', () => {
  it('answers a store link in the text with the same card /price gives', async () => {
    const p = menu('4001', 'Price check', userMessage(CHANNEL_ID, 'grab it: https://store.steampowered.com/app/620/Portal_2/ !!'));
    const edit = await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the card');
    expect(callsOf(h.fake, p.token, 'POST')[0].body).toMatchObject({ type: 5 });
    const card = embedOf(edit);
    expect(card.title).toBe('Portal 2');
    expect(card.url).toBe('https://store.steampowered.com/app/620/');
  });

  it('works from a user install in a server without the bot: answered through the interaction, never the channel', async () => {
    const ctx = h.as('4003', { guildId: '300000000000000777', channelId: '300000000000000778', userInstall: true });
    const p = messageCommand(ctx, 'Price check', userMessage('300000000000000778', 's.team/a/400'));
    h.fake.dispatchInteraction(p);
    const edit = await h.fake.waitFor(isOriginalEdit(p.token), 10_000, 'the card');
    expect(embedOf(edit).title).toBe('Portal');
    expect(h.fake.calls.filter((c) => c.path.startsWith('/channels/300000000000000778'))).toEqual([]);
  });

  it('says so privately when the message names no game', async () => {
    const p = menu('4002', 'Price check', userMessage(CHANNEL_ID, 'we bought 3 games for 20 bucks'));
    const answer = await privateAnswer(p.token);
    expect(answer.body).toMatchObject({ type: 4 });
    expect(contentOf(answer)).toBe('❌ This message has no Steam store link or app id.');
  });
});

describe('"Convert…" on a message', () => {
  it('on a message without files: a private word, and buttons that open the upload form', async () => {
    const p = menu('4101', 'Convert…', userMessage(CHANNEL_ID, 'no files here'));
    const answer = await privateAnswer(p.token);
    expect(contentOf(answer)).toBe('❌ This message has no file to convert. Pick a kind of file below to upload files in a form, or use /convert with a file.');
    const row = ((answer.body?.data as { components: Array<{ components: Array<{ custom_id: string; label: string }> }> }).components)[0];
    expect(row.components.map((b) => b.custom_id)).toEqual(['cvopen:image', 'cvopen:pdf', 'cvopen:video', 'cvopen:audio', 'cvopen:document']);
    expect(row.components[1].label).toBe('PDF documents');

    // PDF has more tools than a select lists: the button answers with one button per part, named by their titles.
    const press = buttonPress(h.as('4101'), 'cvopen:pdf', h.fake.original(p.token) as FakeMessage);
    h.fake.dispatchInteraction(press);
    const chooser = await privateAnswer(press.token);
    const pdfTools = h.app.services.tools.all().filter((t) => t.kind === 'upload' && t.category === 'pdf');
    expect(pdfTools.length).toBeGreaterThan(25);
    expect(contentOf(chooser)).toBe(`PDF documents has ${pdfTools.length} tools, more than one form can list. Pick the part with your tool:`);
    const parts = ((chooser.body?.data as { components: Array<{ components: Array<{ custom_id: string; label: string }> }> }).components)[0].components;
    expect(parts.map((b) => b.custom_id)).toEqual(['cvopen:pdf:1', 'cvopen:pdf:2']);

    // Every PDF tool is in exactly one part's form, and each form's select keeps to Discord's 25 options.
    const offered: string[] = [];
    for (const [i, part] of parts.entries()) {
      const open = buttonPress(h.as('4101'), part.custom_id, h.fake.original(p.token) as FakeMessage);
      h.fake.dispatchInteraction(open);
      const form = await shownModal(open.token);
      expect(form.custom_id).toBe('cvf:pdf');
      expect(form.title).toBe('Convert: PDF documents');
      expect(form.components.map((c) => [c.type, c.component.type, c.component.custom_id])).toEqual([
        [18, 19, 'files'],
        [18, 3, 'tool'],
        [18, 4, 'params'],
      ]);
      expect(form.components[0].component).toMatchObject({ min_values: 1, max_values: 10, required: true });
      const options = form.components[1].component.options as Array<{ value: string; label: string }>;
      expect(options.length).toBeLessThanOrEqual(25);
      // The part's button names its first and last titles, in title order.
      expect(part.label).toBe(`${options[0].label} … ${options.at(-1)!.label}`.slice(0, 80));
      if (i === 0) expect(options.map((o) => o.label)).toEqual(options.map((o) => o.label).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
      offered.push(...options.map((o) => o.value));
    }
    expect(offered.sort()).toEqual(pdfTools.map((t) => t.slug).sort());
    expect(offered).toContain('pdf-merge');

    // A kind with 25 tools or fewer opens its form at once, tools that join files first.
    const audio = buttonPress(h.as('4101'), 'cvopen:audio', h.fake.original(p.token) as FakeMessage);
    h.fake.dispatchInteraction(audio);
    const audioForm = await shownModal(audio.token);
    expect(audioForm.custom_id).toBe('cvf:audio');
    // A part that does not exist is refused in words.
    const bogus = buttonPress(h.as('4101'), 'cvopen:pdf:7', h.fake.original(p.token) as FakeMessage);
    h.fake.dispatchInteraction(bogus);
    expect(contentOf(await privateAnswer(bogus.token))).toContain('This button');
  });

  it('on a message with an image: the form offers image tools, and its answer runs the job on that image', async () => {
    const image = h.fake.putAttachment(await colourPng(40, 20), 'shot.png', 'image/png');
    const p = menu('4102', 'Convert…', userMessage(CHANNEL_ID, 'look', [image]));
    // A PNG fits more tools than one select lists: a private word with one button per part, each opening its form.
    const forms = await messageForms('4102', p.token);
    expect(forms.length).toBeGreaterThan(1);
    const offered = forms.flatMap((f) => (f.components[0].component.options as Array<{ value: string }>).map((o) => o.value));
    expect(new Set(offered).size).toBe(offered.length);
    for (const f of forms) {
      expect(f.custom_id).toMatch(/^cvm:[A-Za-z0-9_-]+$/);
      expect(f.components.map((c) => c.component.type)).toEqual([3, 4]);
      expect((f.components[0].component.options as unknown[]).length).toBeLessThanOrEqual(25);
    }
    expect(offered).toContain('image-resize');
    expect(offered).toContain('image-grayscale');
    expect(offered.every((slug) => !slug.startsWith('pdf-') || slug === 'image-to-pdf')).toBe(true);
    const form = forms.find((f) => (f.components[0].component.options as Array<{ value: string }>).some((o) => o.value === 'image-resize'))!;

    const sent = submit('4102', form.custom_id, [
      { type: 3, custom_id: 'tool', values: ['image-resize'] },
      { type: 4, custom_id: 'params', value: 'width=16' },
    ]);
    const done = await h.fake.waitFor((c) => isOriginalEdit(sent.token)(c) && c.files.length === 1, 15_000, 'the result');
    const meta = await sharp(done.files[0].data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 16, 8]);
    const owner = h.app.services.sessions.ownerForChat('discord', '4102');
    expect((await h.app.services.jobs.list(owner, 5))[0]).toMatchObject({ tool: 'image-resize', status: 'completed' });
  });

  it('on a file Discord gives no type beside a text file: the form offers only the archive creators, and "Create a ZIP" zips both', async () => {
    const bytes = Buffer.from(Array.from({ length: 500 }, (_, i) => (i * 151 + 7) % 256));
    const untyped = h.fake.putAttachment(bytes, 'save.dat', '');
    const notes = h.fake.putAttachment(Buffer.from('first notes\n'), 'notes.txt', 'text/plain');
    const p = menu('4103', 'Convert…', userMessage(CHANNEL_ID, 'zip these', [untyped, notes]));
    const form = await shownModal(p.token);
    const offered = (form.components[0].component.options as Array<{ value: string }>).map((o) => o.value);
    expect(offered).toEqual(['archive-create-zip', 'archive-create-7z', 'archive-create-targz']);
    const sent = submit('4103', form.custom_id, [
      { type: 3, custom_id: 'tool', values: ['archive-create-zip'] },
      { type: 4, custom_id: 'params', value: '' },
    ]);
    const done = await h.fake.waitFor((c) => isOriginalEdit(sent.token)(c) && c.files.length === 1, 15_000, 'the ZIP');
    const dir = await mkdtemp(join(tmpdir(), 'dc-zip-'));
    try {
      await writeFile(join(dir, 'r.zip'), done.files[0].data);
      expect((await readZip(join(dir, 'r.zip'))).map((e) => [e.name, e.data.toString('hex')])).toEqual([
        ['save.dat', bytes.toString('hex')],
        ['notes.txt', Buffer.from('first notes\n').toString('hex')],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file over the upload limit before any form, and a form sent by someone else', async () => {
    const big = { ...h.fake.putAttachment(await colourPng(8, 8), 'huge.mkv', 'video/x-matroska'), size: 60 * 1024 * 1024 };
    const p = menu('4103', 'Convert…', userMessage(CHANNEL_ID, '', [big]));
    expect(contentOf(await privateAnswer(p.token))).toBe('❌ huge.mkv is larger than 1 MB, the most a file may have here.');
    expect(h.fake.modals.has(p.token)).toBe(false);

    const image = h.fake.putAttachment(await colourPng(8, 8), 'a.png', 'image/png');
    const mine = menu('4104', 'Convert…', userMessage(CHANNEL_ID, '', [image]));
    const chooser = await privateAnswer(mine.token);
    const first = partsOf(chooser)[0];
    // Another user cannot open the form's parts either.
    const peek = buttonPress(h.as('4999'), first.custom_id, h.fake.original(mine.token) as FakeMessage);
    h.fake.dispatchInteraction(peek);
    expect(contentOf(await privateAnswer(peek.token))).toBe('❌ This form has expired. Run Convert… on the message again.');
    const [form] = await messageForms('4104', mine.token, chooser);
    const stranger = submit('4999', form.custom_id, [{ type: 3, custom_id: 'tool', values: ['image-resize'] }]);
    expect(contentOf(await privateAnswer(stranger.token))).toBe('❌ This form has expired. Run Convert… on the message again.');
  });
});

describe('the upload form', () => {
  it('is offered under /convert\'s refusal of a file tool sent without a file', async () => {
    const p = slashCommand(h.as('4200'), 'convert', [{ name: 'tool', type: 3, value: 'pdf-merge' }]);
    h.fake.dispatchInteraction(p);
    const refusal = await privateAnswer(p.token);
    expect(contentOf(refusal)).toBe('❌ This tool works on a file: attach it in the `file` option of /convert.');
    const row = (refusal.body?.components as Array<{ components: Array<{ custom_id: string }> }>)[0];
    expect(row.components.map((b) => b.custom_id)).toContain('cvopen:pdf');
  });

  it('three PDFs and "Merge PDFs": one merged PDF in the channel, every page of each in order', async () => {
    const files = await Promise.all([1, 2, 1].map(async (pages, i) => h.fake.putAttachment(await pdfOfPages(pages), `part${i + 1}.pdf`, 'application/pdf')));
    const p = submit(
      '4201',
      'cvf:pdf',
      [
        { type: 19, custom_id: 'files', values: files.map((f) => f.id) },
        { type: 3, custom_id: 'tool', values: ['pdf-merge'] },
        { type: 4, custom_id: 'params', value: '' },
      ],
      files,
    );
    const done = await h.fake.waitFor((c) => isOriginalEdit(p.token)(c) && c.files.length === 1, 20_000, 'the merged PDF');
    expect(done.files[0].name).toMatch(/\.pdf$/);
    const merged = await PDFDocument.load(done.files[0].data);
    expect(merged.getPageCount()).toBe(4);
    // The reply is a message in the channel the form was sent from.
    expect(h.fake.original(p.token)?.channel_id).toBe(CHANNEL_ID);
  });

  it('refuses 11 files, and a file the tool does not take, in plain words', async () => {
    const pdf = await pdfOfPages(1);
    const eleven = Array.from({ length: 11 }, (_, i) => h.fake.putAttachment(pdf, `p${i}.pdf`, 'application/pdf'));
    const tooMany = submit('4202', 'cvf:pdf', [
      { type: 19, custom_id: 'files', values: eleven.map((f) => f.id) },
      { type: 3, custom_id: 'tool', values: ['pdf-merge'] },
    ], eleven);
    expect(contentOf(await privateAnswer(tooMany.token))).toBe('❌ A form takes at most 10 files; this one has 11.');

    // Discord's stated type says PDF; the bytes are a shell script, and the job intake goes by the bytes.
    const mixed = [eleven[0], h.fake.putAttachment(Buffer.from('#!/bin/sh\necho not a pdf\n'), 'notes.pdf', 'application/pdf')];
    const wrong = submit('4202', 'cvf:pdf', [
      { type: 19, custom_id: 'files', values: mixed.map((f) => f.id) },
      { type: 3, custom_id: 'tool', values: ['pdf-merge'] },
    ], mixed);
    const refusal = contentOf(await privateAnswer(wrong.token));
    expect(refusal).toBe('❌ pdf-merge does not accept text/plain; it takes application/pdf.');
    const owner = h.app.services.sessions.ownerForChat('discord', '4202');
    expect(await h.app.services.jobs.list(owner, 5)).toEqual([]);
  });
});
