/* global process */
// Loaded into the service by scripts/perf/fs-rounds.ts (NODE_OPTIONS=--import): counts the thread-pool round trips the
// process starts (async_hooks resources of the kinds libuv's pool serves) and the fs calls by name, with the file
// name for the ones that write, so a job's record writes can be told from its data. SIGUSR2 writes the counts to
// $FS_ROUNDS_OUT. Counting is all it does: no behaviour changes.
import { createHook } from 'node:async_hooks';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { basename } from 'node:path';

const rounds = {};
const calls = {};
const stacks = {};
const POOL = new Set(['FSREQCALLBACK', 'FSREQPROMISE', 'FILEHANDLECLOSEREQ', 'STATWATCHER', 'GETADDRINFOREQWRAP', 'ZLIB', 'RANDOMBYTESREQUEST', 'PBKDF2REQUEST', 'SCRYPTREQUEST']);
createHook({
  init(_id, type) {
    // N-API async work (sharp's pipelines run in libuv's pool too) is node-addon-api's default resource, `generic`.
    if (POOL.has(type) || type === 'generic') {
      rounds[type] = (rounds[type] ?? 0) + 1;
      // FS_ROUNDS_STACKS=1: where each kind of request is started from, by its first application frames.
      if (process.env.FS_ROUNDS_STACKS) {
        const where = `${type} ${(new Error().stack ?? '').split('\n').filter((l) => /\/(src|node_modules)\//.test(l)).slice(0, 3).map((l) => l.trim().replace(/^at /, '').replace(/\(?file:\/\/[^)]*?\/(src|node_modules)\//, '$1/')).join(' < ')}`;
        stacks[where] = (stacks[where] ?? 0) + 1;
      }
    }
  },
}).enable();

const named = (name, path) => {
  const key = typeof path === 'string' && /\.(writeFile|rename|open|mkdir|rm|unlink|appendFile)(Sync)?$/.test(name) ? `${name} ${basename(path).replace(/[0-9a-f]{8,}|[A-Za-z0-9_-]{16,}/g, '*')}` : name;
  calls[key] = (calls[key] ?? 0) + 1;
};
for (const [api, tag] of [[fs.promises, 'p.'], [fs, 'cb.']]) {
  for (const name of Object.keys(api)) {
    const fn = api[name];
    if (typeof fn !== 'function' || /Stream$|^[A-Z]|^watch|constants|^(exists)$/.test(name)) continue;
    api[name] = function (...args) {
      named(tag + name, args[0]);
      return fn.apply(this, args);
    };
  }
}
syncBuiltinESMExports();

process.on('SIGUSR2', () => {
  fs.writeFileSync(process.env.FS_ROUNDS_OUT, JSON.stringify({ rounds, calls, stacks }));
});
