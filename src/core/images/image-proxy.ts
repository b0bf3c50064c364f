import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.js';
import { ImageFetchError, type ImageFetcher } from './image.ports.js';

/** The image types a card shows, told by their first bytes (never by what the remote server claims). */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/avif';

const MAX_URL_LENGTH = 2048;

/** The type of an image by its magic bytes; null for anything else (HTML, SVG, scripts…). */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, ascii: string) => ascii.split('').every((c, i) => bytes[offset + i] === c.charCodeAt(0));
  if (bytes.length >= 8 && bytes[0] === 0x89 && at(1, 'PNG\r\n\x1a\n')) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && at(0, 'RIFF') && at(8, 'WEBP')) return 'image/webp';
  if (bytes.length >= 6 && (at(0, 'GIF87a') || at(0, 'GIF89a'))) return 'image/gif';
  // ISO-BMFF: a `ftyp` box whose major brand is an AVIF one.
  if (bytes.length >= 12 && at(4, 'ftyp') && (at(8, 'avif') || at(8, 'avis'))) return 'image/avif';
  return null;
}

export interface ImageProxyOptions {
  /** The service's link secret: a link signed by one process of a fleet is honoured by every other. */
  secret: string;
  fetcher: ImageFetcher;
  maxBytes?: number;
  timeoutMs?: number;
}

/**
 * The image proxy behind the web cards (issue 41): a source's image URL is shown through our own origin, so a
 * reader's browser never talks to a third party and a hostile source cannot make the page load anything. Only URLs
 * this server signed are fetched (HMAC over the URL), so `/img` is no open relay; what comes back must be an image
 * by its bytes and under the size cap.
 */
export class ImageProxy {
  readonly #key: Buffer;
  readonly #fetcher: ImageFetcher;
  readonly #maxBytes: number;
  readonly #timeoutMs: number;

  constructor(opts: ImageProxyOptions) {
    // A key of its own, so a signature made here is worth nothing to any other use of the link secret.
    this.#key = createHmac('sha256', opts.secret).update('gametools image proxy v1').digest();
    this.#fetcher = opts.fetcher;
    this.#maxBytes = opts.maxBytes ?? 2 * 1024 * 1024;
    this.#timeoutMs = opts.timeoutMs ?? 5000;
  }

  /** The proxied address of an upstream image (`/img?u=…&s=…`), or null when it is not a plain http(s) URL. */
  link(url: string | null | undefined): string | null {
    const parsed = imageUrl(url);
    if (!parsed) return null;
    return `/img?${new URLSearchParams({ u: parsed.href, s: this.#sign(parsed.href) }).toString()}`;
  }

  /**
   * The image behind a signed link. Throws AppError: `forbidden` for a link this server did not sign or an address
   * that is not public, `unsupported_type` for bytes that are no image, `file_too_large` past the cap,
   * `upstream_unavailable` when the remote server does not answer in time or answers an error.
   */
  async open(u: unknown, s: unknown): Promise<{ bytes: Uint8Array; type: ImageType }> {
    const parsed = typeof u === 'string' ? imageUrl(u) : null;
    if (!parsed || typeof s !== 'string' || parsed.href !== u) throw new AppError('forbidden', 'img: not a link this server made');
    if (!this.#verify(parsed.href, s)) throw new AppError('forbidden', 'img: not a link this server made');
    let bytes: Uint8Array;
    try {
      bytes = await this.#fetcher.fetch(parsed, { maxBytes: this.#maxBytes, timeoutMs: this.#timeoutMs });
    } catch (err) {
      if (!(err instanceof ImageFetchError)) throw err;
      if (err.kind === 'refused_address') throw new AppError('forbidden', 'img: the image address is not a public one');
      if (err.kind === 'too_large') throw new AppError('file_too_large', `img: the image is over ${this.#maxBytes} bytes`);
      throw new AppError('upstream_unavailable', `img: the image could not be fetched (${err.kind})`);
    }
    const type = sniffImage(bytes);
    if (!type) throw new AppError('unsupported_type', 'img: not a PNG, JPEG, WebP, GIF or AVIF image');
    return { bytes, type };
  }

  #sign(url: string): string {
    return createHmac('sha256', this.#key).update(url).digest('base64url');
  }

  #verify(url: string, signature: string): boolean {
    const expected = Buffer.from(this.#sign(url));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** A plain http(s) URL without credentials, in its normal form; null otherwise. */
function imageUrl(text: string | null | undefined): URL | null {
  if (!text || text.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}
