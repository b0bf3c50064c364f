import { createInterface } from 'node:readline';
import { holdDataFolder } from '../../../../src/storage/data-lock.js';

/**
 * One process taking an embedded data folder's lock: it loads, says `ready`, takes the lock on the line `go`
 * (so several processes take it at the same moment), prints `held` or `refused: …`, and lives on, holding what it
 * took, until its stdin closes.
 */
const dataDir = process.argv[2];
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line !== 'go') return;
  holdDataFolder(dataDir).then(
    () => process.stdout.write('held\n'),
    (err: unknown) => process.stdout.write(`refused: ${err instanceof Error ? err.message : String(err)}\n`),
  );
});
lines.on('close', () => process.exit(0));
process.stdout.write('ready\n');
