// Words both bots show alike; each bot adds its own markup around them.
import type { ToolCategory } from '../tools/tool.types.js';

/** An amount in a game's currency, written the en-US way (`$19.99`, `€19.99`) on every platform. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code still shows the number.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

const CATEGORY_TITLES: Record<ToolCategory, string> = {
  image: 'Image',
  pdf: 'PDF',
  audio: 'Audio',
  video: 'Video',
  'video-thumbnail': 'Video thumbnails',
  qr: 'QR and barcodes',
  url: 'Video links',
};

/** The heading of a tool category in chat lists. */
export function categoryTitle(category: string): string {
  return Object.hasOwn(CATEGORY_TITLES, category) ? CATEGORY_TITLES[category as ToolCategory] : category;
}
