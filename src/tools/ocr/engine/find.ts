import type { EngineStatus } from '../../../core/tools/engines/families.js';
import type { OcrEngine } from '../../../core/tools/engines/ocr.js';

/** The command that adds the OCR family. */
export const OCR_INSTALL = 'npm ci';

/** Finds the OCR engine; cheap (no process is started, no model loaded): it runs at every start. */
export async function findOcrEngine(): Promise<{ engine: OcrEngine | null; status: EngineStatus }> {
  return { engine: null, status: { engine: null, install: OCR_INSTALL } };
}
