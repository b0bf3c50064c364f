import { copyFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../../src/tools/index.js';
import { detectFile } from '../../../src/tools/shared/detect.js';
import { runTool } from '../../helpers/tool-harness.js';
import { testToolEnv } from '../../helpers/tool-harness.js';
import { A4, epubBook, pngBomb, scratch, textPdf, type Scratch } from '../pdf/fixtures.js';
import { withRun } from '../pdf/harness.js';
import { readPages, readZip } from '../pdf/readback.js';
import { comicPages, epubOfChapters, fb2Book, mobiBook, storedZip, zipTo } from './fixtures.js';
import { storedRar4 } from './rar4.js';
import { writeFile } from 'node:fs/promises';

const tool = (slug: string) => ALL_TOOLS.find((t) => t.slug === slug)!;

let s: Scratch;
beforeAll(async () => {
  s = await scratch();
});
afterAll(() => s.done());

describe('e-books to PDF', () => {
  it('lays out an EPUB of three chapters on at least three pages with every chapter’s text', async () => {
    const path = `${s.dir}/three.epub`;
    const chapters = ['Alpha', 'Beta', 'Gamma'].map((w) => ({ title: `Chapter ${w}`, body: `The ${w.toLowerCase()} chapter text.` }));
    await epubBook(path, chapters);
    await withRun(tool('epub-to-pdf'), { input: path }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      const text = pages.map((p) => p.text).join('\n');
      for (const c of chapters) {
        expect(text).toContain(c.title);
        expect(text).toContain(c.body);
      }
    });
  });

  it('refuses an EPUB of 20,000 chapters within seconds, naming the chapter limit', async () => {
    const input = await s.file('huge.epub', epubOfChapters(20_000));
    expect(await detectFile(input)).toEqual({ mime: 'application/epub+zip', ext: 'epub' });
    const started = Date.now();
    await expect(runTool(tool('epub-to-pdf'), { input })).rejects.toMatchObject({
      code: 'file_too_large',
      message: 'the EPUB has more than 2000 chapters, which exceeds the limit',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a zip-bomb EPUB whose chapter inflates past the markup budget, from the ZIP directory alone', async () => {
    // 70 MiB of markup deflate to about 300 KiB.
    const input = await s.file(
      'bomb.epub',
      storedZip([
        { name: 'mimetype', data: Buffer.from('application/epub+zip') },
        { name: 'OEBPS/bomb.xhtml', data: Buffer.alloc(70 * 1024 * 1024, 0x61), deflate: true },
      ]),
    );
    await expect(runTool(tool('epub-to-pdf'), { input })).rejects.toMatchObject({
      code: 'file_too_large',
      message: `the EPUB's chapters unpack to ${70 * 1024 * 1024} bytes, which exceeds the limit of ${64 * 1024 * 1024}`,
    });
  });

  it('lays out a MOBI book on A4 pages with its text', async () => {
    const html = '<html><body><h1>The MOBI Chapter</h1><p>Kindle text, with an accent: déjà vu.</p><mbp:pagebreak/><p>After the break.</p></body></html>';
    const input = await s.file('book.mobi', mobiBook(html));
    await withRun(tool('mobi-to-pdf'), { input }, async (res) => {
      const pages = await readPages(res.path);
      expect(pages[0]).toMatchObject({ width: A4[0], height: A4[1] });
      const text = pages.map((p) => p.text).join('\n');
      expect(text).toContain('The MOBI Chapter');
      expect(text).toContain('Kindle text, with an accent: déjà vu.');
      expect(text).toContain('After the break.');
    });
  });

  it('refuses a MOBI book that declares more text than the budget, naming the limit', async () => {
    const book = mobiBook('<p>short</p>');
    const firstRecord = book.readUInt32BE(78);
    book.writeUInt32BE(0xffff_fff0, firstRecord + 4);
    await expect(runTool(tool('mobi-to-pdf'), { input: await s.file('liar.mobi', book) })).rejects.toMatchObject({
      code: 'file_too_large',
      message: expect.stringMatching(/declares 4294967280 bytes of text, which exceeds the limit of 67108864 bytes/),
    });
  });

  it('lays out an FB2 book with its chapter titles and text', async () => {
    const input = await s.file('book.fb2', fb2Book([{ title: 'First Tale', body: 'Once upon a time.' }, { title: 'Second Tale', body: 'The end.' }]));
    await withRun(tool('fb2-to-pdf'), { input, params: { preset: 'letter' } }, async (res) => {
      const text = (await readPages(res.path)).map((p) => p.text).join('\n');
      for (const words of ['First Tale', 'Once upon a time.', 'Second Tale', 'The end.']) expect(text).toContain(words);
    });
  });

  it('expands no entity of an FB2 book: no local file and no billion laughs in the PDF', async () => {
    const doctype =
      '<!DOCTYPE FictionBook [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>\n';
    const input = await s.file('entities.fb2', fb2Book([{ title: 'Hostile', body: 'before &xxe; middle &c; after' }], doctype));
    await withRun(tool('fb2-to-pdf'), { input }, async (res) => {
      const text = (await readPages(res.path)).map((p) => p.text).join('\n');
      expect(text).toContain('before');
      expect(text).not.toMatch(/root:|lollol/);
    });
  });
});

describe('comic books', () => {
  it('puts the three pictures of a CBZ on three pages, in name order', async () => {
    const pages = await comicPages(3);
    const input = await zipTo(`${s.dir}/comic.cbz`, [pages[2], pages[0], pages[1]]);
    await withRun(tool('cbz-to-pdf'), { input }, async (res) => {
      expect(res.mime).toBe('application/pdf');
      const read = await readPages(res.path);
      expect(read).toHaveLength(3);
      // Each page takes its picture's proportions (120×160).
      for (const p of read) expect(p.height / p.width).toBeCloseTo(160 / 120, 2);
    });
  });

  it('reads a CBR (RAR4, built by hand) through libarchive: its pictures on PDF pages in name order, whatever the stored order', async () => {
    const pages = await comicPages(3, 120, 160);
    const input = `${s.dir}/comic.cbr`;
    // Stored out of order and in a folder, with a metadata file beside the pages.
    await writeFile(input, storedRar4([{ ...pages[2], name: `comic/${pages[2].name}` }, { name: 'comic/ComicInfo.xml', data: Buffer.from('<ComicInfo/>') }, { ...pages[0], name: `comic/${pages[0].name}` }, { ...pages[1], name: `comic/${pages[1].name}` }]));
    expect(await detectFile(input)).toEqual({ mime: 'application/x-rar-compressed', ext: 'rar' });
    await withRun(tool('cbr-to-pdf'), { input }, async (res) => {
      expect(res.mime).toBe('application/pdf');
      const read = await readPages(res.path);
      expect(read).toHaveLength(3);
      for (const p of read) expect(p.height / p.width).toBeCloseTo(160 / 120, 2);
    });
  });

  it('refuses a CBR that names a file outside itself, claims a bomb\'s ratio, hides a non-picture behind a picture name, or holds no pictures', async () => {
    const [page] = await comicPages(1);
    // The headers are judged at enqueue (AppError codes); a picture's bytes only when the job unpacks it (a failed job).
    const cases: Array<[string, Buffer, Record<string, string>, string]> = [
      ['escape', storedRar4([page, { ...page, name: '../../etc/cron.d/page.jpg' }]), { code: 'unsupported_type' }, 'the comic book archive names a file outside itself (../../etc/cron.d/page.jpg)'],
      ['ratio', storedRar4([page, { ...page, name: 'page-02.jpg', size: 200 * 1024 * 1024 }]), { code: 'file_too_large' }, "the comic's pictures unpack to more than 100 times the archive's size, which exceeds the limit"],
      ['fake', storedRar4([page, { name: 'page-02.png', data: Buffer.from('#!/bin/sh\necho not a picture\n') }]), { kind: 'invalid_input' }, 'the file page-02.png in the comic is not a picture'],
      ['none', storedRar4([{ name: 'readme.txt', data: Buffer.from('no pages') }]), { code: 'unsupported_type' }, 'the comic book archive holds no pictures'],
      ['garbage', Buffer.concat([Buffer.from('Rar!\x1a\x07\x00', 'latin1'), Buffer.alloc(64, 0xff)]), { code: 'unsupported_type' }, 'the comic book archive holds no pictures'],
    ];
    for (const [name, bytes, kind, message] of cases) {
      const input = `${s.dir}/${name}.cbr`;
      await writeFile(input, bytes);
      await expect(runTool(tool('cbr-to-pdf'), { input }), name).rejects.toMatchObject({ ...kind, message });
    }
  });

  it('refuses a picture bomb and a zip bomb in a CBZ before MuPDF opens it, naming the limit', async () => {
    const [page] = await comicPages(1);
    const bomb = await zipTo(`${s.dir}/pixels.cbz`, [page, { name: 'page-02.png', data: pngBomb(60_000, 60_000) }]);
    await expect(runTool(tool('cbz-to-pdf'), { input: bomb })).rejects.toMatchObject({
      code: 'file_too_large',
      message: 'the picture page-02.png (60000×60000 px) exceeds the limit of 100000000 pixels',
    });
    // 8 MiB of zeros deflate to a few kilobytes; with a 4 MiB budget the archive is refused from its directory alone.
    const zeros = await zipTo(`${s.dir}/zeros.cbz`, [page, { name: 'page-02.bmp', data: Buffer.alloc(8 * 1024 * 1024) }]);
    const env = testToolEnv();
    env.limits.maxOutputBytes = 4 * 1024 * 1024;
    await expect(runTool(tool('cbz-to-pdf'), { input: zeros, env })).rejects.toMatchObject({
      code: 'file_too_large',
      message: `the comic's pictures unpack to more than ${4 * 1024 * 1024} bytes, which exceeds the limit`,
    });
  });

  it('renders a PDF into a CBZ of one JPEG per page that decode at the asked resolution', async () => {
    const input = await s.file('three.pdf', await textPdf(3));
    await withRun(tool('pdf-to-cbz'), { input, params: { level: 72 } }, async (res) => {
      expect(res.name).toBe('three.cbz');
      expect(res.mime).toBe('application/vnd.comicbook+zip');
      const entries = await readZip(res.path);
      expect(entries.map((e) => e.name)).toEqual(['three-page-001.jpg', 'three-page-002.jpg', 'three-page-003.jpg']);
      for (const e of entries) {
        const meta = await sharp(e.data).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', Math.ceil(A4[0]), Math.ceil(A4[1])]);
      }
      // And the archive goes back into a PDF of as many pages.
      const again = `${s.dir}/again.cbz`;
      await copyFile(res.path, again);
      await withRun(tool('cbz-to-pdf'), { input: again }, async (back) => {
        expect(await readPages(back.path)).toHaveLength(3);
      });
    });
  });
});
