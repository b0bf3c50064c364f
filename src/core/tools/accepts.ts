/**
 * The one rule for "does this tool take that type", shared by every door (intake, pipeline check and run, chat
 * catalogue, /fit, MCP), so a tool that takes any file is honoured everywhere at once.
 */

/** Listed as a tool's only accepted type, it takes a file of any type, named by detection or not (archive creation). */
export const ANY_FILE = '*/*';

/** The type given to a file detection cannot name, for the tools that take any file. */
export const UNNAMED_FILE = 'application/octet-stream';

/**
 * Whether accepted types take a MIME type. An accepted `type/*` takes every member of its family, `*\/*` takes
 * everything; an asked-for family (`audio/*`: the copied stream decides) fits any accepted member of it.
 */
export function takesType(accepts: readonly string[], mime: string): boolean {
  const asked = mime.toLowerCase();
  return accepts.some((accepted) => {
    const a = accepted.toLowerCase();
    if (a === ANY_FILE || a === asked) return true;
    if (a.endsWith('/*') && asked.startsWith(a.slice(0, -1))) return true;
    return asked.endsWith('/*') && a.startsWith(asked.slice(0, -1));
  });
}

/** Whether the tool takes files of any type. */
export function takesAnyFile(accepts: readonly string[]): boolean {
  return accepts.includes(ANY_FILE);
}
