/* global process */
// `npm run build`: compiles src/ and commands/ to dist/ so production runs `node dist/main.js` without the
// TypeScript loader. The compiled tree keeps the source layout (dist/src, dist/commands), so paths that the
// code resolves from its own file (package.json, public/, the SQL migrations) point into dist/: the build
// puts those there.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
// The message catalogue is read from beside its loader, one .ftl file per locale.
const locales = 'src/i18n/locales';
mkdirSync(join(dist, locales), { recursive: true });
cpSync(join(root, locales), join(dist, locales), { recursive: true });
const migrations = 'src/storage/pg/migrations';
mkdirSync(join(dist, migrations), { recursive: true });
cpSync(join(root, migrations), join(dist, migrations), { recursive: true });
// Only what the code reads: the version, and "type": "module" for the compiled files.
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
writeFileSync(join(dist, 'package.json'), `${JSON.stringify({ name: pkg.name, version: pkg.version, type: 'module', private: true }, null, 2)}\n`);
// A link, not a copy: the pages' assets stay the ones in the checkout (and in the image, next to dist/).
symlinkSync('../public', join(dist, 'public'), 'dir');
writeFileSync(join(dist, 'main.js'), "// The production entry point; see scripts/build.mjs.\nimport './src/main.js';\n");
