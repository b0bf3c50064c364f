/** Why an image could not be fetched; the proxy words each for the caller. */
export type ImageFetchFailure = 'refused_address' | 'too_large' | 'timeout' | 'unreachable' | 'bad_status';

export class ImageFetchError extends Error {
  constructor(
    readonly kind: ImageFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ImageFetchError';
  }
}

/**
 * Fetches the bytes of a remote image for the image proxy. The implementation connects only to public unicast
 * addresses (judged on every address a name resolves to, the connection pinned to the judged one), follows no
 * redirect, stops reading past `maxBytes` and gives up after `timeoutMs`; it throws ImageFetchError.
 */
export interface ImageFetcher {
  fetch(url: URL, limits: { maxBytes: number; timeoutMs: number }): Promise<Uint8Array>;
}
