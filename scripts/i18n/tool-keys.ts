// Writes src/i18n/locales/en.tools.ftl: the English words of every tool (title, description, parameter texts) under
// the keys the adapters look up (src/i18n/tool-words.ts), read from the tool definitions. Run it after adding a tool
// or changing its words, then add the same keys to every other <locale>.tools.ftl and run
// `npx tsx test/i18n/write-pseudo.ts`. With --check it only says whether the file is current (exit 1 if not).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR, SOURCE_LOCALE } from '../../src/i18n/catalogue.js';
import { toolEntries, toolsFtlName } from '../../src/i18n/tool-keys.js';
import { ALL_TOOLS, createToolRegistry } from '../../src/tools/index.js';

const HEADER = `# gametools message catalogue, the tools' words: English, made from the tool definitions by
# npx tsx scripts/i18n/tool-keys.ts (edit the definition, then run it; never edit this file by hand).
#
# Keys: tool-<slug>-title (the tool's name in lists and buttons), tool-<slug>-desc (one sentence under it),
# tool-<slug>-output (what it gives, only when told in words: "same as input"; MIME types stay as they are) and
# tool-<slug>-param-<parameter> (what a parameter does, shown beside the form field or the chat's /tools help).
# The slug and the parameter names are what users type (/convert pdf-merge pages=1-3): they are never translated.
#
# Conventions for translators: as in en.ftl. Besides, keep format names (PNG, WebP, MP3, PDF/A), units (px, dB,
# kbit/s, %), value words the parameter takes (all, auto, left, png) and examples (1-3,5,9-; #ff8800) as they are.
# In an output, keep the MIME types; "(format)" means "as the format parameter says".
#
# Translators' notes (en): the source text.
`;

/** A Fluent text value: braces are the only characters a plain sentence must escape. */
function ftlValue(text: string): string {
  return text.replace(/[{}]/g, (c) => `{"${c}"}`).replace(/\s*\n\s*/g, ' ');
}

export function englishToolsFtl(): string {
  const registry = createToolRegistry(ALL_TOOLS);
  const lines = [HEADER];
  for (const tool of toolEntries(registry)) {
    lines.push(`## ${tool.slug}`, '');
    for (const [key, text] of tool.entries) lines.push(`${key} = ${ftlValue(text)}`);
    lines.push('');
  }
  return lines.join('\n');
}

const path = join(LOCALES_DIR, toolsFtlName(SOURCE_LOCALE));
const text = englishToolsFtl();
if (process.argv.includes('--check')) {
  const current = readFileSync(path, 'utf8') === text;
  console.log(current ? `${path} is current` : `${path} is out of date: run npx tsx scripts/i18n/tool-keys.ts`);
  process.exit(current ? 0 : 1);
}
writeFileSync(path, text);
console.log(`wrote ${path}`);
