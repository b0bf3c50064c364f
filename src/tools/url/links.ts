import { canonicalVideoUrl } from '../../core/video-link.js';

/** Whole seconds: links and embeds only take integers. */
export const wholeSeconds = (s: number | undefined): number => Math.max(0, Math.floor(s ?? 0));

/** The canonical watch URL, with `&t=Ns` when a start time is given. */
export function watchUrl(videoId: string, start = 0): string {
  const t = wholeSeconds(start);
  return t > 0 ? `${canonicalVideoUrl(videoId)}&t=${t}s` : canonicalVideoUrl(videoId);
}

export function shortUrl(videoId: string, start = 0): string {
  const t = wholeSeconds(start);
  return t > 0 ? `https://youtu.be/${videoId}?t=${t}` : `https://youtu.be/${videoId}`;
}

/** Privacy-enhanced embed URL: the player sets no cookies until the viewer plays the video. */
export function embedUrl(videoId: string, start = 0, end?: number): string {
  const params = new URLSearchParams({ start: String(wholeSeconds(start)) });
  if (end !== undefined) params.set('end', String(wholeSeconds(end)));
  return `https://www.youtube-nocookie.com/embed/${videoId}?${params.toString()}`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
