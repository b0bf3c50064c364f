// Writes the OpenAPI document that /openapi.json serves (the same builder, every tool) to the file named on
// the command line, for the outside linters in `npm run lint:openapi`.
import { writeFileSync } from 'node:fs';
import { createToolRegistry } from '../../src/tools/index.js';
import { buildOpenApi } from '../../src/http/web/openapi/document.js';

const [out, baseUrl = 'http://localhost:3000'] = process.argv.slice(2);
if (!out) throw new Error('usage: write-document.ts OUT.json [BASE_URL]');
const doc = buildOpenApi({ tools: createToolRegistry(), baseUrl, version: '0.0.0' });
writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
