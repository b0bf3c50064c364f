/**
 * Files an archive carries that nobody put there on purpose: macOS's resource forks (`__MACOSX/`, `._name`) and
 * folder settings (`.DS_Store`), Windows's thumbnail caches and folder settings. A pipeline drops them from an
 * archive's members rather than hand them to a step or back to the user.
 */
const JUNK_NAMES: ReadonlySet<string> = new Set(['.ds_store', 'thumbs.db', 'ehthumbs.db', 'desktop.ini']);

/** Whether a member's path (`folder/name`, as the archive names it) is junk. */
export function isJunkMember(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  const name = parts[parts.length - 1] ?? '';
  return parts.includes('__MACOSX') || JUNK_NAMES.has(name.toLowerCase()) || name.startsWith('._');
}
