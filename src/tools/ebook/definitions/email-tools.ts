/** An e-mail message (.eml) or an Outlook message (.msg) to PDF: header fields, body and the list of attachments. */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import { enumParam } from '../../../core/tools/params.js';
import { defineTool, type InputFile, type ToolContext, type ToolOutput } from '../../../core/tools/tool.types.js';
import { PDF_MIME, outputFile, requireInput, workerOptions } from '../../pdf/common.js';
import { workerLimits } from '../../pdf/limits.js';
import { runPdfWorker } from '../../pdf/engine/pool.js';
import { PAPER_SIZES } from '../../pdf/engine/worker/paper.js';
import { EML_MIME } from '../../shared/detect-data.js';
import { emailPage, mailWords } from '../email-page.js';
import { readOutlookMessage } from '../outlook-message.js';

/** An Outlook message as detection names it (a compound file whose streams are a message's; src/tools/shared/detect-cfb.ts). */
export const OUTLOOK_MIME = 'application/vnd.ms-outlook';

/** Largest message read: the parser holds it, decoded, in memory (attachments included). */
export const MAX_EML_BYTES = 32 * 1024 * 1024;

async function checkSize(input: InputFile | null): Promise<InputFile> {
  if (!input) throw new AppError('upload_required', 'this tool needs an uploaded e-mail message');
  const { size } = await stat(input.path);
  if (size > MAX_EML_BYTES) {
    throw new AppError('file_too_large', `the message (${size} bytes) exceeds the limit of ${MAX_EML_BYTES} bytes`);
  }
  return input;
}

/** Prints one parsed message to `<name>.pdf` through MuPDF's HTML engine, as html-to-pdf lays out a page. */
async function printMessage(ctx: ToolContext<{ preset: 'a4' | 'letter' }>, mail: Email): Promise<ToolOutput> {
  const page = join(ctx.workDir, 'message.html');
  // The fixed words (From, Subject…) and the dates in the language of whoever started the job.
  await writeFile(page, emailPage(mail, mailWords(ctx.env.translations?.translator(ctx.env.locale))));
  const out = outputFile(ctx, 'pdf', PDF_MIME);
  const [w, h] = PAPER_SIZES[ctx.params.preset];
  await runPdfWorker(
    'reflowToPdf',
    { input: page, magic: 'text/html', pageSize: [w, h], em: 11, output: out.path, limits: workerLimits(ctx.env.limits) },
    workerOptions(ctx, 'laying out'),
  );
  return out;
}

interface MessageRow {
  id: number;
  slug: string;
  operation: string;
  title: string;
  description: string;
  accepts: string;
  read(bytes: Buffer): Promise<Email>;
}

function messageTool(row: MessageRow) {
  return defineTool({
    id: row.id,
    slug: row.slug,
    operation: row.operation,
    kind: 'upload',
    category: 'document',
    title: row.title,
    description: row.description,
    params: z.object({ preset: enumParam(['a4', 'letter'] as const, 'a4', 'Paper: a4 or letter') }),
    accepts: [row.accepts],
    output: PDF_MIME,
    limits: (server) => ({ maxPages: server.maxPdfPages, maxTextBytes: MAX_EML_BYTES }),
    validate: async (_params, input) => {
      await checkSize(input);
    },
    async run(ctx) {
      const input = await checkSize(requireInput(ctx)).catch((err: unknown) => {
        throw new ToolError('too_large', err instanceof Error ? err.message : String(err));
      });
      ctx.progress(2, 'reading');
      let mail: Email;
      try {
        mail = await row.read(await readFile(input.path));
      } catch (err) {
        throw new ToolError('invalid_input', `the message could not be read (${err instanceof Error ? err.message : String(err)})`);
      }
      return printMessage(ctx, mail);
    },
  });
}

export const emlToPdf = messageTool({
  id: 184,
  slug: 'eml-to-pdf',
  operation: 'document.eml.toPdf',
  title: 'E-mail to PDF',
  description:
    'Prints an e-mail message (.eml) to PDF: From, To, Cc, Date and Subject, the body (HTML with nothing fetched from anywhere, or plain text) and the attachments by name and size.',
  accepts: EML_MIME,
  // Header and nesting caps well inside the parser's own defaults: a message is a few levels deep.
  read: (bytes) => PostalMime.parse(bytes, { maxNestingDepth: 50, maxHeadersSize: 1024 * 1024, attachmentEncoding: 'arraybuffer' }),
});

export const msgToPdf = messageTool({
  id: 190,
  slug: 'msg-to-pdf',
  operation: 'document.msg.toPdf',
  title: 'Outlook message to PDF',
  description:
    'Prints an Outlook message (.msg) to PDF: sender, recipients, date and subject, the body (HTML with nothing fetched from anywhere, or plain text) and the attachments by name and size.',
  accepts: OUTLOOK_MIME,
  read: async (bytes) => readOutlookMessage(bytes),
});
