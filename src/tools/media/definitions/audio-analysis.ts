import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { defineTool } from '../../../core/tools/tool.types.js';
import type { ToolDefinition } from '../../../core/tools/tool.types.js';
import { intParam, NO_PARAMS } from '../../../core/tools/params.js';
import { audioCaps } from '../caps.js';
import { familyTool } from '../define.js';
import type { MediaToolEntry } from '../define.js';
import { AUDIO_INPUT_TYPES } from '../formats.js';
import { describeMedia } from '../describe.js';
import { openAudio } from '../audio-encode.js';
import { jsonText } from '../../shared/json-text.js';

/** An audio picture tool: its parameters are the picture's size, with these defaults. */
interface PictureDef extends Omit<MediaToolEntry<z.ZodObject>, 'params'> {
  width: number;
  height: number;
  filter(w: number, h: number): string;
}

/** Renders the whole first audio stream into one picture with a fixed-size filter (`showwavespic`, ...). */
function audioPicture({ width, height, filter, ...entry }: PictureDef): ToolDefinition {
  const params = z.object({
    width: intParam({ min: 100, max: 4000, default: width, description: 'Image width, px (100–4000)' }),
    height: intParam({ min: 50, max: 2000, default: height, description: 'Image height, px (50–2000)' }),
  });
  return familyTool({ category: 'audio', accepts: AUDIO_INPUT_TYPES, output: 'image/png', limits: audioCaps() }, { ...entry, params }, async (ctx) => {
    const job = await openAudio(ctx);
    const out = job.outPath('png');
    await job.encode({
      outputArgs: [
        '-filter_complex', `[0:a:0]${filter(ctx.params.width, ctx.params.height)}[pic]`,
        '-map', '[pic]',
        '-frames:v', '1',
        '-c:v', 'png',
        '-f', 'image2',
        '-update', '1',
      ],
      output: out,
      stage: 'rendering',
    });
    return job.done(out, 'image/png');
  });
}

export const audioAnalysisTools: ToolDefinition[] = [
  audioPicture({
    id: 78,
    slug: 'audio-waveform-image',
    operation: 'audio.waveform',
    title: 'Waveform image',
    description: 'Draw the waveform of the whole track as a PNG with a transparent background.',
    width: 1200,
    height: 240,
    filter: (w, h) => `showwavespic=s=${w}x${h}:colors=0x2563eb`,
  }),
  audioPicture({
    id: 79,
    slug: 'audio-spectrogram-image',
    operation: 'audio.spectrogram',
    title: 'Spectrogram image',
    description: 'Draw a spectrogram of the whole track (time across, frequency up) as a PNG of exactly that size.',
    width: 1024,
    height: 512,
    filter: (w, h) => `showspectrumpic=s=${w}x${h}:legend=0`,
  }),
  defineTool({
    id: 80,
    slug: 'audio-metadata',
    operation: 'audio.metadata',
    kind: 'upload',
    category: 'audio',
    title: 'Audio metadata',
    description: 'Format, codec, duration, channels, tags, and a loudness summary (EBU R128 and volume) as JSON.',
    params: NO_PARAMS,
    accepts: AUDIO_INPUT_TYPES,
    output: 'application/json',
    limits: audioCaps(),
    async run(ctx) {
      const job = await openAudio(ctx);
      const { stderrTail } = await job.encode({
        outputArgs: ['-map', '0:a:0', '-vn', '-sn', '-dn', '-af', 'ebur128=peak=true:framelog=verbose,volumedetect'],
        output: null,
        logLevel: 'info',
        stage: 'analysing',
      });
      const report = { ...describeMedia(job.input, job.info), loudness: parseLoudness(stderrTail) };
      const out = job.outPath('json');
      await writeFile(out, jsonText(report));
      return job.done(out, 'application/json');
    },
  }),
];

export interface LoudnessSummary {
  integratedLufs: number | null;
  loudnessRangeLu: number | null;
  truePeakDbfs: number | null;
  meanVolumeDb: number | null;
  maxVolumeDb: number | null;
}

/** Reads the ebur128 summary and volumedetect lines at the end of ffmpeg's log. */
export function parseLoudness(log: string): LoudnessSummary {
  const summary = log.slice(log.lastIndexOf('Summary:'));
  const pick = (text: string, re: RegExp): number | null => {
    const m = re.exec(text);
    if (!m) return null;
    const v = Number(m[1]);
    return Number.isFinite(v) ? v : null;
  };
  return {
    integratedLufs: pick(summary, /I:\s+(-?[\d.]+|-inf)\s+LUFS/),
    loudnessRangeLu: pick(summary, /LRA:\s+(-?[\d.]+)\s+LU/),
    truePeakDbfs: pick(summary, /Peak:\s+(-?[\d.]+|-inf)\s+dBFS/),
    meanVolumeDb: pick(log, /mean_volume:\s+(-?[\d.]+|-inf) dB/),
    maxVolumeDb: pick(log, /max_volume:\s+(-?[\d.]+|-inf) dB/),
  };
}
