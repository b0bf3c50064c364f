import type { Message } from 'grammy/types';

/** The answer to a sticker no tool can read. */
export const MOVING_STICKER_TEXT =
  'Animated and video stickers are not supported. Send a static sticker, or the picture as a file.';

/**
 * Animated (TGS, a gzipped Lottie animation) and video (WebM) stickers are not images the tools can open;
 * a static sticker is a plain WebP image and is offered the image tools like any photo.
 */
export function isMovingSticker(msg: Message | undefined): boolean {
  return Boolean(msg?.sticker && (msg.sticker.is_animated || msg.sticker.is_video));
}
