/**
 * Archives made from the files of a job (issue 39 item 5): ZIP, 7z and tar.gz. They take files of any type, named by
 * detection or not, each packed under the name it was sent with, made safe (member-names.ts).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { ToolError } from '../../../core/errors.js';
import { ANY_FILE } from '../../../core/tools/accepts.js';
import { safeStem } from '../../../core/tools/names.js';
import { defineTool, type InputFile, type ToolContext, type ToolOutput } from '../../../core/tools/tool.types.js';
import { compressedAlready, zipFiles } from '../../shared/zip.js';
import { memberNames } from '../member-names.js';
import { ARCHIVE_LIMITS } from '../members.js';
import { writeSevenZip } from '../write-7z.js';
import { writeTarGz } from '../write-targz.js';

/** A packed file: where it is and the name it gets in the archive. */
export interface PackedFile {
  path: string;
  name: string;
  size: number;
}

type Writer = (files: readonly PackedFile[], outPath: string, ctx: ToolContext<unknown>) => Promise<void>;

/** Every file of the job, named for the archive, within what an archive of ours may hold (so it unpacks here too). */
function packedFiles(ctx: ToolContext<unknown>): PackedFile[] {
  const inputs: readonly InputFile[] = ctx.inputs ?? (ctx.input ? [ctx.input] : []);
  if (inputs.length === 0) throw new ToolError('internal', 'this tool needs uploaded files');
  if (inputs.length > ARCHIVE_LIMITS.maxEntries) {
    throw new ToolError('too_large', `${inputs.length} files exceed the limit of ${ARCHIVE_LIMITS.maxEntries} files in one archive`);
  }
  const total = inputs.reduce((sum, f) => sum + f.size, 0);
  if (total > ARCHIVE_LIMITS.maxTotalBytes) {
    throw new ToolError('too_large', `the files together are ${total} bytes, which exceeds the limit of ${ARCHIVE_LIMITS.maxTotalBytes} bytes in one archive`);
  }
  const names = memberNames(inputs);
  return inputs.map((f, i) => ({ path: f.path, name: names[i], size: f.size }));
}

/** One file: named after it (`photo.zip`); several: after the first and how many (`photo-3-files.zip`). */
function archiveName(ctx: ToolContext<unknown>, count: number, ext: string): string {
  const stem = safeStem(`${ctx.baseName}.x`);
  return count === 1 ? `${stem}.${ext}` : `${stem}-${count}-files.${ext}`;
}

function creator(spec: { id: number; format: string; slug: string; ext: string; mime: string; title: string; how: string; write: Writer }) {
  return defineTool({
    id: spec.id,
    slug: spec.slug,
    operation: `archive.create.${spec.format}`,
    kind: 'upload',
    category: 'data',
    title: spec.title,
    description:
      `Packs the files sent, of any type, into one ${spec.how}, each under the name it was sent with (folders left out, ` +
      `a name given twice numbered " (2)"). At most ${ARCHIVE_LIMITS.maxEntries} files and ` +
      `${ARCHIVE_LIMITS.maxTotalBytes / 1024 / 1024} MB together, so archive-to-zip unpacks it again.`,
    params: z.object({}),
    accepts: [ANY_FILE],
    output: spec.mime,
    inputs: 'many',
    limits: { maxOutputs: ARCHIVE_LIMITS.maxEntries, maxUnpackedBytes: ARCHIVE_LIMITS.maxTotalBytes },
    async run(ctx): Promise<ToolOutput> {
      const files = packedFiles(ctx);
      ctx.progress(5, `packing ${files.length} files`);
      const name = archiveName(ctx, files.length, spec.ext);
      const path = join(ctx.workDir, name);
      await spec.write(files, path, ctx);
      ctx.progress(100, 'done');
      return { path, name, mime: spec.mime };
    },
  });
}

export const archiveCreateZip = creator({
  id: 230,
  format: 'zip',
  slug: 'archive-create-zip',
  ext: 'zip',
  mime: 'application/zip',
  title: 'Create a ZIP',
  how: 'ZIP (deflated; files compressed already, such as JPEG, MP4 or PDF, stored as they are)',
  write: (files, out) => zipFiles(files, out),
});

export const archiveCreate7z = creator({
  id: 231,
  format: '7z',
  slug: 'archive-create-7z',
  ext: '7z',
  mime: 'application/x-7z-compressed',
  title: 'Create a 7z archive',
  how: '7z archive (deflated; files compressed already stored as they are)',
  write: (files, out, ctx) =>
    writeSevenZip(
      files.map((f) => ({ path: f.path, name: f.name, stored: compressedAlready(f.name) })),
      out,
      ctx.signal,
      (done) => ctx.progress(5 + Math.round((90 * done) / files.length), 'packing'),
    ),
});

export const archiveCreateTarGz = creator({
  id: 232,
  format: 'targz',
  slug: 'archive-create-targz',
  ext: 'tar.gz',
  mime: 'application/gzip',
  title: 'Create a tar.gz',
  how: 'tar.gz (a tar compressed with gzip)',
  write: (files, out, ctx) => writeTarGz(files, out, ctx.signal, (done) => ctx.progress(5 + Math.round((90 * done) / files.length), 'packing')),
});
