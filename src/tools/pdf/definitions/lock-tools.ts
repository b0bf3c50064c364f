/** Passwords (issue 39): protect a PDF with AES-256 and permissions, and unlock one with its password. */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../core/errors.js';
import { enumParam } from '../../../core/tools/params.js';
import type { InputFile, ToolEnv } from '../../../core/tools/tool.types.js';
import { checkPdfInput, PDF_MIME, runToFile } from '../common.js';
import { pdfTool } from '../define.js';
import { runPdfWorker } from '../engine/pool.js';
import { probePdf } from '../render.js';

const SECRETS = ['password', 'owner_password'] as const;

/**
 * A password: 1 to 128 characters, no control characters and no comma (MuPDF takes its save options as one
 * comma-separated list, so a comma would end the password early and change what the file is locked with).
 */
const PASSWORD_EXPECTED = 'must be 1 to 128 characters, without commas or control characters';
const passwordText = z
  .string({ error: PASSWORD_EXPECTED })
  .min(1, PASSWORD_EXPECTED)
  .max(128, PASSWORD_EXPECTED)
  .refine((v) => !v.includes(',') && ![...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f), PASSWORD_EXPECTED);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const passwordParam = (description: string) => z.preprocess(blank, passwordText.describe(description));
const optionalPasswordParam = (description: string) => z.preprocess(blank, passwordText.optional().describe(description));

/**
 * The /P permission bits of each choice (ISO 32000-2, table 22): the reserved bits set, plus bit 3 print, 12
 * high-quality print, 10 accessibility extraction; `all` adds modify (4), copy (5), annotate (6), fill (9), assemble (11).
 */
const PERMISSIONS = {
  'view-only': -3904 | 512,
  print: -3904 | 512 | 4 | 2048,
  all: -4,
} as const;

export const pdfProtect = pdfTool({
  id: 214,
  slug: 'pdf-protect',
  operation: 'pdf.protect',
  title: 'Protect PDF with a password',
  description:
    'Encrypts the PDF with AES-256: `password` is needed to open it, and opening it allows what `preset` says: print ' +
    '(view and print, the default), view-only, or all. `owner_password` also lifts those limits; without it nobody can.',
  params: z.object({
    password: passwordParam('The password that opens the PDF'),
    owner_password: optionalPasswordParam('The password that also lifts the limits (default: a random one nobody is told)'),
    preset: enumParam(['print', 'view-only', 'all'] as const, 'print', 'What opening with `password` allows: print, view-only or all'),
  }),
  secretParams: SECRETS,
  run: (ctx) =>
    runToFile(
      ctx,
      'protect',
      { userPassword: ctx.params.password, ownerPassword: ctx.params.owner_password ?? randomBytes(24).toString('base64url'), permissions: PERMISSIONS[ctx.params.preset] },
      { stage: 'encrypting', finished: () => 'encrypted (AES-256)' },
    ),
});

/**
 * Before the job is queued: the PDF is encrypted and the password opens it, so a wrong password is a 422 naming the
 * field at once, never a job that fails later or hangs.
 */
async function validateUnlock(params: { password: string }, input: InputFile | null, env: ToolEnv): Promise<void> {
  if (!input) throw new AppError('upload_required', 'this tool needs an uploaded PDF');
  const probe = await probePdf(input.path, AbortSignal.timeout(60_000), env, []).catch(() => null);
  if (!probe) throw new AppError('unsupported_type', 'the file could not be read as a PDF');
  if (!probe.needsPassword) {
    // An open PDF may still be encrypted (permissions only): then it is unlocked as well, within the usual checks.
    await checkPdfInput(input, env);
    if (!probe.encrypted) throw new AppError('invalid_params', 'password: this PDF has no password to remove', { field: 'password' });
    return;
  }
  const { opens } = await runPdfWorker(
    'checkPassword',
    { input: input.path, password: params.password },
    { pool: env.pdf, signal: AbortSignal.timeout(60_000), timeoutMs: 60_000, limits: env.limits },
  );
  if (!opens) throw new AppError('invalid_params', 'password: it does not open this PDF', { field: 'password' });
}

export const pdfUnlock = pdfTool({
  id: 215,
  slug: 'pdf-unlock',
  operation: 'pdf.unlock',
  title: 'Unlock PDF',
  description: 'Removes the password and the limits from a PDF, given its password (the one that opens it, or the owner password).',
  params: z.object({ password: passwordParam('The PDF’s password') }),
  secretParams: SECRETS,
  output: PDF_MIME,
  validate: validateUnlock,
  run: (ctx) => runToFile(ctx, 'unlock', { password: ctx.params.password }, { stage: 'decrypting', finished: () => 'unlocked' }),
});
