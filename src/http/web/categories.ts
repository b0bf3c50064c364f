import { TOOL_CATEGORIES, type ToolCategory } from '../../core/tools/tool.types.js';

export const CATEGORY_LABELS: Record<ToolCategory, string> = {
  image: 'Images',
  pdf: 'PDF documents',
  audio: 'Audio',
  video: 'Video',
  'video-thumbnail': 'Video thumbnails',
  qr: 'QR codes and barcodes',
  url: 'From a video link',
  document: 'Documents',
  ocr: 'Text from scans (OCR)',
  web: 'Web pages',
  data: 'Data files',
  sticker: 'Stickers and emoji',
};

export { TOOL_CATEGORIES };
