import { createHmac } from 'node:crypto';
import { safeEqual } from '../ids.js';

/**
 * Signed download links for results delivered into a chat: the chat user has no cookie or key, so the link
 * itself carries the right to that one file until the job expires. The token binds the job id and its expiry.
 */
export class DownloadLinks {
  constructor(private readonly secret: string) {}

  token(jobId: string, expiresAt: number): string {
    return createHmac('sha256', this.secret).update(`${jobId}.${expiresAt}`).digest('base64url');
  }

  verify(jobId: string, expiresAt: number, token: string): boolean {
    return typeof token === 'string' && token.length < 100 && safeEqual(this.token(jobId, expiresAt), token);
  }
}
