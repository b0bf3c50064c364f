import { writeFile } from 'node:fs/promises';
import { ToolError } from '../../../core/errors.js';
import { defineTool, sameAsInput } from '../../../core/tools/tool.types.js';
import { logoStamp, requireStampSource, stampPicture, textStamp } from '../../image/engine/stamp.js';
import { watermarkParams } from '../../shared/watermark.js';
import { videoCaps } from '../caps.js';
import { VIDEO_INPUT_TYPES } from '../formats.js';
import { EVEN, openVideo } from '../video-encode.js';
import { sameVideoFamily } from '../video-targets.js';

/** Pictures a logo may be (the job's second file): the common raster formats. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * Stamps a text or a logo on every frame of a video (issue 39). The stamp is drawn once as a frame-sized transparent
 * PNG by the image tools' code (Pango text in a DejaVu face, or the logo) and laid over the picture with ffmpeg's
 * overlay, so no user text is ever written into the filter graph and nothing needs escaping there.
 */
export const videoWatermark = defineTool({
  id: 241,
  slug: 'video-watermark',
  operation: 'video.watermark',
  kind: 'upload',
  category: 'video',
  title: 'Watermark video',
  description:
    'Stamps a text (DejaVu sans, serif or mono, any colour and opacity) or a logo sent as a second file (PNG, JPEG, WebP, GIF) ' +
    'on every frame of a video: in a corner, in the middle, or tiled over it. The sound is kept.',
  params: watermarkParams(),
  accepts: [...VIDEO_INPUT_TYPES, ...LOGO_TYPES],
  output: sameAsInput((mime) => sameVideoFamily(mime).mime),
  limits: videoCaps(),
  inputs: 'many',
  async run(ctx) {
    const files = ctx.inputs ?? (ctx.input ? [ctx.input] : []);
    if (files.length > 2) throw new ToolError('invalid_input', 'send one video, and at most one logo image as the second file');
    const logo = files[1];
    if (logo && !(LOGO_TYPES as readonly string[]).includes(logo.mime)) throw new ToolError('invalid_input', 'the second file must be a picture (PNG, JPEG, WebP or GIF)');
    requireStampSource(ctx.params, logo);
    const job = await openVideo(ctx);
    const v = job.info.video;
    const frame = { width: job.info.displayWidth ?? v?.width ?? 0, height: job.info.displayHeight ?? v?.height ?? 0 };
    if (!v || frame.width < 1 || frame.height < 1) throw new ToolError('invalid_input', 'the video has no picture to stamp');
    ctx.progress(3, 'drawing');
    const stamp = logo ? await logoStamp(logo, ctx.params, frame, ctx.env, ctx.signal) : await textStamp(ctx.params, frame, ctx.env);
    const picture = job.outPath('png', '-stamp');
    await writeFile(picture, await stampPicture(stamp, ctx.params, frame));
    const target = sameVideoFamily(job.input.mime);
    const a = job.info.audio;
    const out = job.outPath(target.ext);
    await job.encode({
      moreInputs: [{ path: picture, format: 'png_pipe' }],
      outputArgs: [
        '-filter_complex',
        `[0:${v.index}][1:0]overlay=x=0:y=0:eof_action=repeat,${EVEN}[stamped]`,
        '-map',
        '[stamped]',
        ...(a ? ['-map', `0:${a.index}`, ...target.audio()] : ['-an']),
        '-sn',
        '-dn',
        '-map_chapters',
        '-1',
        ...target.video(),
        ...target.mux,
      ],
      output: out,
      stage: 'stamping',
    });
    return job.done(out, target.mime);
  },
});
