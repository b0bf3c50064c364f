/** User text written into PDF syntax by hand, where no library escapes it. */

/**
 * A text as the inside of a PDF literal string, which is how @signpdf's placeholder takes /Reason (pdf-lib writes it
 * unescaped): printable ASCII as it is, anything else as UTF-16BE with its byte-order mark, and every byte that could
 * end the string or be read as an escape or a line end (a parenthesis, a backslash, a control byte, a byte past
 * ASCII) written as an octal escape. Whatever a user types, the string ends where it should.
 */
export function pdfTextLiteral(text: string): string {
  const ascii = /^[\x20-\x7e]*$/.test(text);
  const bytes = ascii ? Buffer.from(text, 'latin1') : Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
  let out = '';
  for (const b of bytes) out += b < 0x20 || b > 0x7e || b === 0x28 || b === 0x29 || b === 0x5c ? `\\${b.toString(8).padStart(3, '0')}` : String.fromCharCode(b);
  return out;
}
