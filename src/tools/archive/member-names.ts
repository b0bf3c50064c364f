/**
 * The names files get inside an archive this service creates (issue 39 item 5): the name each was uploaded under,
 * made safe to unpack anywhere. Whatever a client sends as a file name, the archive holds one plain name per file, no
 * folder, and no two names a case-insensitive file system would take for one.
 */

/** Longest member name, in UTF-8 bytes: what common file systems allow for one name. */
const MAX_NAME_BYTES = 255;

/** A name as sent, with the extension detection gave its content (for the fallback name). */
export interface NamedFile {
  name: string;
  ext: string;
}

/**
 * One safe name per file, in order: the last part of its path (`../x`, `/etc/passwd` and `C:\x` all lose their
 * folders), without control characters, direction overrides or the characters Windows refuses in a name, without the spaces and dots
 * Windows drops at the end, at most 255 bytes. A name left empty (or `.`/`..`) becomes `file-<n>.<ext>`; a name given
 * twice gets " (2)", " (3)"… before its extension.
 */
export function memberNames(files: readonly NamedFile[]): string[] {
  const taken = new Set<string>();
  return files.map((file, i) => {
    const base = plainName(file.name) || `file-${i + 1}.${fallbackExt(file.ext)}`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = numbered(base, n);
    taken.add(name.toLowerCase());
    return name;
  });
}

/** The last path part of a name, cleaned; empty when nothing usable is left. */
export function plainName(raw: string): string {
  const last = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = last
    // A drive-relative Windows name (`C:x`) keeps only what follows the drive.
    .replace(/^[A-Za-z]:/, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    // Direction marks and overrides: "photo\u202Egpj.exe" would show as "photoexe.jpg".
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/[. ]+$/, '');
  if (cleaned === '' || /^\.+$/.test(cleaned)) return '';
  return fitBytes(cleaned, MAX_NAME_BYTES);
}

/** `photo.jpg` → `photo (2).jpg`; a name without an extension (or a dot file) takes the number at its end. */
function numbered(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  const suffix = ` (${n})`;
  if (dot <= 0) return fitBytes(name, MAX_NAME_BYTES - suffix.length) + suffix;
  const ext = name.slice(dot);
  return fitBytes(name.slice(0, dot), MAX_NAME_BYTES - suffix.length - Buffer.byteLength(ext)) + suffix + ext;
}

/** Cut to at most `max` UTF-8 bytes, keeping the extension where there is room, never splitting a character. */
function fitBytes(name: string, max: number): string {
  if (Buffer.byteLength(name) <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && Buffer.byteLength(name.slice(dot)) <= 32 ? name.slice(dot) : '';
  const room = max - Buffer.byteLength(ext);
  let stem = '';
  for (const ch of name.slice(0, name.length - ext.length)) {
    if (Buffer.byteLength(stem + ch) > room) break;
    stem += ch;
  }
  return stem + ext;
}

function fallbackExt(ext: string): string {
  return /^[a-z0-9]{1,10}$/i.test(ext) ? ext.toLowerCase() : 'bin';
}
