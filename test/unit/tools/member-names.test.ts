import { describe, expect, it } from 'vitest';
import { memberNames, plainName } from '../../../src/tools/archive/member-names.js';

/** The names files get in an archive the service makes, from whatever name a client sent. */
const named = (...names: string[]) => memberNames(names.map((name) => ({ name, ext: 'bin' })));

describe('archive member names', () => {
  it('keep only the last part of a path, from every kind of hostile name', () => {
    expect(named('../x', '/etc/passwd', 'C:\\x', 'C:y', '..\\..\\windows\\system.ini', 'a/b/../../c.txt')).toEqual([
      'x',
      'passwd',
      'x (2)',
      'y',
      'system.ini',
      'c.txt',
    ]);
  });

  it('number a name given twice before its extension, ignoring case, and never reuse a name already there', () => {
    expect(named('photo.jpg', 'photo.jpg', 'Photo.JPG', 'photo (2).jpg', 'notes', 'notes')).toEqual([
      'photo.jpg',
      'photo (2).jpg',
      'Photo (3).JPG',
      'photo (2) (2).jpg',
      'notes',
      'notes (2)',
    ]);
  });

  it('give a name left empty a numbered fallback with the detected extension', () => {
    expect(memberNames([{ name: '', ext: 'png' }, { name: '..', ext: 'bin' }, { name: '/', ext: 'weird ext' }, { name: ' . ', ext: 'pdf' }])).toEqual([
      'file-1.png',
      'file-2.bin',
      'file-3.bin',
      'file-4.pdf',
    ]);
  });

  it('drop control characters, direction overrides and trailing dots and spaces; replace what Windows refuses', () => {
    expect(plainName('a\u0000b\nc\u007f.txt')).toBe('abc.txt');
    expect(plainName('photo\u202Egpj.exe')).toBe('photogpj.exe');
    expect(plainName('report. . ')).toBe('report');
    expect(plainName('what?<is>:"this"|*.txt')).toBe('what__is___this___.txt');
    expect(plainName('.bashrc')).toBe('.bashrc');
  });

  it('cut a name to 255 bytes of UTF-8 without splitting a character, keeping the extension', () => {
    const long = `${'é'.repeat(300)}.txt`;
    const cut = plainName(long);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(255);
    expect(cut).toBe(`${'é'.repeat(125)}.txt`);
    const twice = memberNames([{ name: long, ext: 'txt' }, { name: long, ext: 'txt' }]);
    expect(Buffer.byteLength(twice[1])).toBeLessThanOrEqual(255);
    expect(twice[1].endsWith(' (2).txt')).toBe(true);
  });
});
