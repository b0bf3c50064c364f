import { ToolError } from '../../../core/errors.js';
import { defineTool, SAME_AS_INPUT } from '../../../core/tools/tool.types.js';
import { watermarkParams } from '../../shared/watermark.js';
import { animatedImageCaps } from '../define.js';
import { logoStamp, requireStampSource, stampOverlay, textStamp } from '../engine/stamp.js';
import type { Stamp } from '../engine/stamp.js';
import { requireInput, runImageStep } from '../engine/process.js';
import { IMAGE_TYPES, refuseFrameBomb } from '../engine/sharp.js';
import { FORMATS, sameFormatAs } from '../formats.js';

/**
 * Stamps a text or a logo on a picture (issue 39). The logo is the job's second file; every frame of an animation
 * gets the stamp. The stamp is made once, sized against the upright picture.
 */
export const imageWatermark = defineTool({
  id: 240,
  slug: 'image-watermark',
  operation: 'image.watermark',
  kind: 'upload',
  category: 'image',
  title: 'Watermark image',
  description:
    'Stamps a text (DejaVu sans, serif or mono, any colour and opacity) or a logo sent as a second image on a picture: ' +
    'in a corner, in the middle, or tiled over it. Animations get it on every frame.',
  params: watermarkParams(),
  accepts: IMAGE_TYPES,
  output: { label: SAME_AS_INPUT, resolve: (_p, mime) => FORMATS[sameFormatAs(mime ?? '')].mime },
  limits: animatedImageCaps,
  inputs: 'many',
  validate: async (_params, input, env) => {
    if (input) await refuseFrameBomb(input, env);
  },
  run: async (ctx) => {
    const input = requireInput(ctx);
    const files = ctx.inputs ?? [input];
    if (files.length > 2) throw new ToolError('invalid_input', 'send one picture, and at most one logo image as the second file');
    const logo = files[1];
    let stamp: Stamp | null = null;
    return runImageStep(ctx, {
      animated: true,
      apply: async (img, op) => {
        // Checked once the picture passed its caps, so a bomb is refused as such whatever the parameters.
        requireStampSource(op.params, logo);
        stamp ??= logo ? await logoStamp(logo, op.params, op.frame, op.env, ctx.signal) : await textStamp(op.params, op.frame, op.env);
        return img.composite([await stampOverlay(stamp, op.params, op.frame)]);
      },
    });
  },
});
