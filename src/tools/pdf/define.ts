import type { z } from 'zod';
import { defineTool } from '../../core/tools/tool.types.js';
import type { ToolDefinition } from '../../core/tools/tool.types.js';
import { PDF_MIME, validateDocument } from './common.js';
import { documentCaps } from './limits.js';

/** What a tool that reads one PDF states itself; output, members, limits and validate have the usual defaults. */
export type PdfToolEntry<S extends z.ZodObject> = Pick<ToolDefinition<S>, 'id' | 'slug' | 'operation' | 'title' | 'description' | 'params' | 'run'> &
  Partial<Pick<ToolDefinition<S>, 'output' | 'members' | 'limits' | 'validate' | 'secretParams'>>;

/**
 * An upload tool of the pdf category that takes one PDF: a PDF out unless it says otherwise, the document page cap
 * (documentCaps), and at enqueue a readable document within that cap unless it checks more itself.
 */
export function pdfTool<S extends z.ZodObject>(entry: PdfToolEntry<S>): ToolDefinition {
  return defineTool<S>({
    kind: 'upload',
    category: 'pdf',
    accepts: [PDF_MIME],
    output: PDF_MIME,
    limits: documentCaps,
    validate: validateDocument,
    ...entry,
  });
}
