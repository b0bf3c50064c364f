import type { EngineFamily, EngineStatus, ToolEngines } from '../core/tools/engines/families.js';
import { findOcrEngine } from './ocr/engine/find.js';
import { findOfficeEngine } from './office/engine/find.js';
import { findBrowserEngine } from './web/engine/find.js';

/** The engines of every family this machine has, and what the start-up summary says of each. */
export interface FoundEngines {
  engines: ToolEngines;
  status: Record<EngineFamily, EngineStatus>;
}

/** Looks for each family's engine once, at the composition root. */
export async function findToolEngines(): Promise<FoundEngines> {
  const [office, ocr, browser] = await Promise.all([findOfficeEngine(), findOcrEngine(), findBrowserEngine()]);
  return {
    engines: { office: office.engine, ocr: ocr.engine, browser: browser.engine },
    status: { office: office.status, ocr: ocr.status, browser: browser.status },
  };
}
