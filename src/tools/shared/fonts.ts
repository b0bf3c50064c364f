import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/** The typefaces a user may pick for drawn text, each a DejaVu face shipped with the project (dejavu-fonts-ttf). */
export const FONT_CHOICES = ['sans', 'serif', 'mono'] as const;
export type FontChoice = (typeof FONT_CHOICES)[number];

const FACES: Record<FontChoice, { family: string; file: string }> = {
  sans: { family: 'DejaVu Sans', file: 'DejaVuSans.ttf' },
  serif: { family: 'DejaVu Serif', file: 'DejaVuSerif.ttf' },
  mono: { family: 'DejaVu Sans Mono', file: 'DejaVuSansMono.ttf' },
};

const require = createRequire(import.meta.url);

/**
 * The font file of a choice, by path: ffmpeg's drawtext here has no fontconfig, and sharp's Pango is handed the file
 * so that the result does not depend on the fonts a host happens to have. Never a path a user gave.
 */
export function fontFace(choice: FontChoice): { family: string; path: string } {
  const face = FACES[choice];
  return { family: face.family, path: require.resolve(`dejavu-fonts-ttf/ttf/${face.file}`) };
}

/**
 * The folder of the shipped DejaVu faces, for libass (which takes a folder, not a file). Named in an ffmpeg filter
 * graph, so only a plain path is offered: a deployment under a path with ':' or quotes falls back to the host's fonts.
 */
export function shippedFontDir(): string | null {
  const dir = dirname(fontFace('sans').path);
  return /^[\w/.-]+$/.test(dir) ? dir : null;
}
