import { describe, expect, it } from 'vitest';
import { detectBuffer } from '../../../../src/tools/shared/detect.js';

const svgBody = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';

describe('detectBuffer', () => {
  it.each([
    ['bare', svgBody],
    ['xml declaration', `<?xml version="1.0" encoding="UTF-8"?>\n${svgBody}`],
    ['declaration and comment', `<?xml version="1.0"?>\n<!-- made by hand -->\n${svgBody}`],
    [
      'doctype with internal subset',
      `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd" [\n<!ENTITY ns "http://x">\n]>\n${svgBody}`,
    ],
  ])('recognises SVG: %s', async (_name, text) => {
    expect(await detectBuffer(Buffer.from(text))).toEqual({ mime: 'image/svg+xml', ext: 'svg' });
  });

  it('tells text formats apart and refuses binary noise', async () => {
    expect((await detectBuffer(Buffer.from('<!doctype html><html><body>hi</body></html>')))?.mime).toBe('text/html');
    expect((await detectBuffer(Buffer.from('BEGIN:VCARD\nVERSION:3.0\nFN:A\nEND:VCARD\n')))?.mime).toBe('text/vcard');
    expect((await detectBuffer(Buffer.from('héllo wörld\n')))?.mime).toBe('text/plain');
    expect(await detectBuffer(Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x10]))).toBeNull();
    expect(await detectBuffer(Buffer.alloc(0))).toBeNull();
  });

  it('keeps a multi-byte character cut at the end of the sniffed window', async () => {
    const text = Buffer.from('aé');
    expect((await detectBuffer(text.subarray(0, 2)))?.mime).toBe('text/plain');
  });
});
