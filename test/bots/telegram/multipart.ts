/**
 * A lenient multipart/form-data reader for the fake Bot API. grammY writes `filename=` unquoted and without
 * a space after the colon in part headers, which stricter parsers (undici's formData) refuse.
 */
export interface Part {
  name: string;
  /** Present for file parts (null when the header names no filename value). */
  filename?: string | null;
  data: Buffer;
}

export function parseMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    // `--boundary--` closes the body.
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) break;
    const raw = body.subarray(afterDelimiter, next);
    const headerEnd = raw.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = raw.subarray(0, headerEnd).toString('utf8');
      // Part data ends before the CRLF that precedes the next delimiter.
      const data = raw.subarray(headerEnd + 4, raw.length - 2);
      const disposition = /content-disposition:\s*([^\r\n]*)/i.exec(headers)?.[1] ?? '';
      const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
      const fileMatch = /\bfilename=("([^"]*)"|[^;\r\n]*)/i.exec(disposition);
      if (name !== undefined) {
        const part: Part = { name, data: Buffer.from(data) };
        if (fileMatch) part.filename = (fileMatch[2] ?? fileMatch[1]).trim() || null;
        parts.push(part);
      }
    }
    start = next;
  }
  return parts;
}
