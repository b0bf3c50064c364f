import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/core/errors.js';
import { markdownToHtml, markdownToPdf } from '../../../src/tools/web/definitions/markdown.js';
import { trackedRuns } from '../../helpers/tool-harness.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';
import { readPages } from '../pdf/readback.js';
import { startCanary, type Canary } from './canary.js';

/** Markdown to HTML and PDF: no browser, highlighted code, and no image fetched from anywhere. */

let canary: Canary;
let files: Scratch;
const runs = trackedRuns();

const markdown = (port: number) => `# Release notes

Some *emphasis*, ~~struck~~ and a [link](https://example.com).

| Name | Price |
| ---- | ----: |
| Widget | 4.20 |

- [x] done item
- [ ] open item

\`\`\`ts
const answer: number = 42; // the answer
\`\`\`

![canary](http://127.0.0.1:${port}/image.png)
![by name](http://localhost:${port}/image-by-name.png)
`;

beforeAll(async () => {
  canary = await startCanary();
  files = await scratch('markdown');
});
afterEach(() => runs.cleanupAll());
afterAll(async () => {
  await canary.close();
  await files.done();
});

describe('Markdown to HTML', () => {
  it('writes one page with GitHub-flavoured tables, task lists and strikethrough, and code marked up by language', async () => {
    const input = await files.file('notes.md', markdown(canary.port));
    const out = await runs.run(markdownToHtml, { input });
    expect(out.mime).toBe('text/html');
    expect(out.name).toBe('notes.html');
    const page = await readFile(out.path, 'utf8');
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toContain('<title>Release notes</title>');
    expect(page).toMatch(/<table>[\s\S]*<td>Widget<\/td>[\s\S]*<\/table>/);
    expect(page).toMatch(/<input checked="" disabled="" type="checkbox">/);
    expect(page).toContain('<del>struck</del>');
    expect(page).toContain('<code class="hljs language-ts">');
    expect(page).toMatch(/<span class="hljs-keyword">const<\/span>/);
    expect(page).toMatch(/<span class="hljs-number">42<\/span>/);
    expect(page).toMatch(/<span class="hljs-comment">\/\/ the answer<\/span>/);
    // The stylesheet that colours those classes travels with the page.
    expect(page).toMatch(/\.hljs-keyword[^{]*\{ color: #/);
    expect(canary.hits).toEqual([]);
  });

  it('refuses a file that is not UTF-8 text', async () => {
    const input = await files.file('latin1.md', Buffer.from([0x23, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x0a, 0x74, 0x65, 0x78, 0x74, 0x0a]));
    const err = await runs.run(markdownToHtml, { input }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('unsupported_type');
  });
});

describe('Markdown to PDF', () => {
  it('lays the text out on pages without a browser, and never fetches the images it names', async () => {
    const input = await files.file('notes.md', markdown(canary.port));
    const out = await runs.run(markdownToPdf, { input, params: { preset: 'letter' } });
    expect(out.mime).toBe('application/pdf');
    const pages = await readPages(out.path);
    expect(pages[0]).toMatchObject({ width: 612, height: 792 });
    const text = pages.map((p) => p.text).join('\n');
    expect(text).toContain('Release notes');
    expect(text).toContain('Widget');
    expect(text).toMatch(/const answer: number = 42;/);
    expect(canary.hits).toEqual([]);
  });
});
