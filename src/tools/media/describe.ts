import type { InputFile } from '../../core/tools/tool.types.js';
import type { MediaInfo, StreamInfo } from './engine/probe.js';

const round = (n: number | null, digits = 3): number | null => (n === null ? null : Number(n.toFixed(digits)));

function streamSummary(s: StreamInfo): Record<string, unknown> {
  const base = { index: s.index, type: s.type, codec: s.codec, bitRate: s.bitRate, durationS: round(s.durationS), language: s.language };
  if (s.type === 'video') {
    return {
      ...base,
      width: s.width,
      height: s.height,
      rotation: s.rotation,
      fps: round(s.fps),
      pixFmt: s.pixFmt,
      frames: s.frames,
      coverArt: s.attachedPic,
    };
  }
  if (s.type === 'audio') {
    return {
      ...base,
      sampleRate: s.sampleRate,
      channels: s.channels,
      channelLayout: s.channelLayout,
      sampleFmt: s.sampleFmt,
      bitsPerSample: s.bitsPerSample,
    };
  }
  return base;
}

/** The JSON body of the `*-metadata` tools: the container, its tags and each stream. */
export function describeMedia(input: InputFile, info: MediaInfo): Record<string, unknown> {
  return {
    file: { name: input.name, sizeBytes: input.size, mime: input.mime },
    format: {
      name: info.formatName,
      longName: info.formatLongName,
      durationS: round(info.durationS),
      bitRate: info.bitRate,
      tags: info.tags,
    },
    video: info.video
      ? {
          codec: info.video.codec,
          width: info.displayWidth,
          height: info.displayHeight,
          fps: round(info.video.fps),
          rotation: info.video.rotation,
        }
      : null,
    audio: info.audio
      ? {
          codec: info.audio.codec,
          sampleRate: info.audio.sampleRate,
          channels: info.audio.channels,
          channelLayout: info.audio.channelLayout,
        }
      : null,
    streams: info.streams.map(streamSummary),
  };
}
