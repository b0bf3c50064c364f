import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { detectBuffer } from '../../../../src/tools/shared/detect.js';

const mime = async (text: string | Buffer) => (await detectBuffer(Buffer.isBuffer(text) ? text : Buffer.from(text)))?.mime;

/** A ZIP made in memory with the given entry names (each a few bytes). */
async function zipOf(names: string[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const name of names) zip.addBuffer(Buffer.from(`bytes of ${name}`), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('detection of data, e-mail, ebook and comic files from their content', () => {
  it('names data files by their syntax', async () => {
    expect(await mime('{"name": "Ada", "tags": [1, 2]}\n')).toBe('application/json');
    expect(await mime('[{"a": 1}, {"a": 2}]')).toBe('application/json');
    expect(await mime('name: Ada\nlanguages:\n  - en\n  - fr\nborn: 1815\n')).toBe('application/yaml');
    expect(await mime('---\nname: Ada\n')).toBe('application/yaml');
    expect(await mime('- id: 1\n  name: Portal\n- id: 2\n  name: Celeste\n')).toBe('application/yaml');
    expect(await mime('título: Übersicht\n"@_id": x\n')).toBe('application/yaml');
    expect(await mime('"@_id" = "x"\nname = "Ada"\n')).toBe('application/toml');
    expect(await mime('title = "Notes"\n\n[owner]\nname = "Ada"\n')).toBe('application/toml');
    expect(await mime('id,name,score\n1,Ada,9\n2,Bob,7\n')).toBe('text/csv');
    expect(await mime('id\tname\n1\tAda\n')).toBe('text/csv');
    expect(await mime('<catalog xmlns="urn:x"><item/></catalog>')).toBe('application/xml');
    expect(await mime('<?xml version="1.0"?>\n<catalog><item>1</item></catalog>')).toBe('application/xml');
  });

  it('names an FB2 book and an e-mail message', async () => {
    expect(await mime('<?xml version="1.0" encoding="UTF-8"?>\n<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0"><body/></FictionBook>')).toBe(
      'application/x-fictionbook+xml',
    );
    expect(await mime('From: Ada <ada@example.org>\r\nTo: bob@example.org\r\nSubject: Hi\r\n\r\nHello\r\n')).toBe('message/rfc822');
    expect(await mime('Received: from x\n  by y\nFrom: a@b.c\nDate: Mon, 2 Jan 2026 10:00:00 +0000\n\nbody\n')).toBe('message/rfc822');
  });

  it('leaves prose, Markdown and near misses as plain text', async () => {
    for (const text of [
      'Dear Ada,\nthanks for the notes, they helped.\n',
      '# Title\n\nSome *Markdown* text, with a comma.\n\n- a list\n- of items\n',
      '---\ntitle: Front matter\n---\n# Heading\n\nBody text.\n',
      'From: me\nthis is a note, not a message\n',
      '[citation needed] the claim\n',
      '{not json at all\n',
      'x = 5 is the answer\n',
      'just one line, with a comma\n',
      '- milk\n- bread\n',
    ]) {
      expect(await mime(text), text).toBe('text/plain');
    }
  });

  it('tells a comic archive (pictures only) from another ZIP', async () => {
    expect(await mime(await zipOf(['001.jpg', '002.png', 'ComicInfo.xml']))).toBe('application/vnd.comicbook+zip');
    expect(await mime(await zipOf(['chapter/01.jpeg', 'chapter/02.webp']))).toBe('application/vnd.comicbook+zip');
    expect(await mime(await zipOf(['001.jpg', 'notes.txt']))).toBe('application/zip');
  });
});
