import type { OfficeBudget } from '../../core/tools/engines/office.js';
import type { ToolLimits } from '../../core/tools/tool.types.js';

/** Resident memory one conversion's process group may use (LibreOffice needs ~150 MB for a small document). */
export const OFFICE_MEMORY_MB = 1024;
/** CPU time one conversion may use, all its processes and threads together. */
export const OFFICE_CPU_S = 120;
/** Wall clock of one conversion, within the job's own time limit. */
export const OFFICE_WALL_S = 180;
/** Most sheets one spreadsheet → CSV job writes (one CSV each). */
export const MAX_SHEETS = 256;
/** Most cells (rows × columns of the used range) the JS CSV writer lays out for one sheet. */
export const MAX_SHEET_CELLS = 5_000_000;
/** Largest input the pure-JS engines read (they work in the service's own memory). */
export const MAX_JS_INFLATED_BYTES = 64 * 1024 * 1024;

/** Caps of a tool LibreOffice runs: the package may unpack to OFFICE_PACKAGE_LIMITS' size. */
export const OFFICE_CAPS = { maxUnpackedBytes: 256 * 1024 * 1024 } as const;
/** Caps of a tool that may read the document in the service's own memory (the pure-JS engines). */
export const JS_CAPS = { maxUnpackedBytes: MAX_JS_INFLATED_BYTES } as const;

/** The budget of one conversion on this server. */
export function officeBudget(limits: ToolLimits): OfficeBudget {
  return {
    memoryMb: OFFICE_MEMORY_MB,
    wallMs: Math.min(limits.jobTimeoutMs, OFFICE_WALL_S * 1000),
    cpuMs: OFFICE_CPU_S * 1000,
    outputBytes: limits.maxOutputBytes,
    nice: limits.jobNice,
  };
}
