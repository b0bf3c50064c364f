// One line per definitions file: the category's index collects every tool they export (src/tools/shared/collect.ts).
export * from './audio-analysis.js';
export * from './audio-convert.js';
export * from './audio-effects.js';
export * from './joining.js';
export * from './thumbnail-multi.js';
export * from './thumbnail-still.js';
export * from './video-animated.js';
export * from './video-convert.js';
export * from './video-edit.js';
export * from './video-extras.js';
export * from './video-same.js';
export * from './subtitles.js';
export * from './video-watermark.js';
export * from './subtitle-tracks.js';
