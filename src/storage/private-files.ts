/**
 * Every file and folder the service (and its children: ffmpeg, the PDF worker) creates from now on is its
 * owner's only: folders 700, files 600, whatever umask the process was started with. The data folder holds
 * session and link secrets (db.json), webhook signing secrets and people's uploads and outputs; a umask of 022
 * would leave all of them readable by every local user. One call at each entry point, before anything is written.
 */
export function keepFilesPrivate(): void {
  process.umask(0o077);
}
