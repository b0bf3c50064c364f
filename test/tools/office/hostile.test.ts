/**
 * Hostile office documents (issue 38, item 6). Nothing in a document may make an engine reach the network or read a
 * local file: a canary HTTP server on loopback must see no request, and no byte of /etc/passwd may be in any output.
 * A bomb or a billion-cell claim fails (or succeeds) within its budget, with a message that names the limit.
 */
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { access, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ToolError } from '../../../src/core/errors.js';
import { NO_ENGINES, type ToolEngines } from '../../../src/core/tools/engines/families.js';
import type { ToolDefinition } from '../../../src/core/tools/tool.types.js';
import { findOfficeEngine, findProgram } from '../../../src/tools/office/engine/find.js';
import { LibreOfficeEngine } from '../../../src/tools/office/engine/libreoffice.js';
import { officeTools } from '../../../src/tools/office/index.js';
import { DEFAULT_TOOL_LIMITS } from '../../../src/tools/shared/limits.js';
import { processesMentioning, until } from '../../helpers/processes.js';
import { runTool, testToolEnv } from '../../helpers/tool-harness.js';
import { readPages } from '../pdf/readback.js';
import { expectDeclaredOutput } from '../declared-types.js';
import { docxParts, field, odtParts, para, picture, writeBomb, writePackage, xlsxParts } from './ooxml.js';

const tool = (slug: string): ToolDefinition => officeTools.find((t) => t.slug === slug)!;
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

let dir: string;
let canary: Server;
let canaryUrl: string;
const hits: string[] = [];
let engines: ToolEngines;
/** LibreOffice with neither the defused copy nor the network namespace: what the profile alone does. */
let bareEngine: LibreOfficeEngine;
let passwdLine: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'office-hostile-'));
  canary = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'image/png' }).end();
  });
  canary.listen(0, '127.0.0.1');
  await once(canary, 'listening');
  const address = canary.address();
  canaryUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const found = await findOfficeEngine();
  if (!found.engine) throw new Error('LibreOffice is missing: run sh .ci/install-office.sh');
  engines = { ...NO_ENGINES, office: found.engine };
  bareEngine = new LibreOfficeEngine({ soffice: (await findProgram('soffice', process.env, ['/usr/lib/libreoffice/program/soffice']))!, unshare: null });
  // The first account line: present in every /etc/passwd, and never in a document about guilds.
  passwdLine = (await readFile('/etc/passwd', 'utf8')).split('\n')[0];
});
afterAll(async () => {
  canary.close();
  await rm(dir, { recursive: true, force: true });
});

const budget = { memoryMb: 1024, wallMs: 60_000, cpuMs: 60_000, outputBytes: 50_000_000 };
const noSignal = () => new AbortController().signal;

async function failure(work: Promise<unknown>): Promise<ToolError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ToolError);
  return err as ToolError;
}

describe('hostile office documents', { timeout: 60_000 }, () => {
  it('never fetches a linked picture or an INCLUDEPICTURE field: the canary sees no request, through the tool or the bare engine', async () => {
    const body =
      para('Linked picture below') +
      picture('rIdLinked', 'link') +
      field(`INCLUDEPICTURE "${canaryUrl}/field.png" \\d`, 'picture') +
      para('End of document');
    const docx = await writePackage(
      join(dir, 'linked.docx'),
      docxParts(body, { rels: [{ id: 'rIdLinked', type: `${REL}/image`, target: `${canaryUrl}/linked.png`, external: true }] }),
    );
    const env = testToolEnv({ engines });
    const pdf = await runTool(tool('word-to-pdf'), { input: docx, env });
    expect((await readPages(pdf.path)).map((p) => p.text).join('')).toContain('End of document');
    await runTool(tool('docx-to-html'), { input: docx, env });
    // The profile alone (no defused copy, no namespace) holds too.
    const work = await mkdtemp(join(dir, 'bare-'));
    const files = await bareEngine.convert({ input: docx, app: 'writer', target: 'pdf', workDir: work, signal: noSignal(), budget });
    expect(files).toHaveLength(1);
    expect(hits).toEqual([]);
  });

  it('puts no byte of /etc/passwd in any output of a document that includes it by field, linked section or OLE link', async () => {
    const body =
      para('Before the include') +
      field('INCLUDETEXT "file:///etc/passwd"', 'cached text') +
      field('LINK Word.Document.12 "/etc/passwd" "" \\a \\t', 'cached link') +
      para('After the include');
    const docx = await writePackage(
      join(dir, 'include.docx'),
      docxParts(body, { rels: [{ id: 'rIdOle', type: `${REL}/oleObject`, target: 'file:///etc/passwd', external: true }] }),
    );
    const odt = await writePackage(
      join(dir, 'section.odt'),
      odtParts(
        '<text:p>Before the section</text:p><text:section text:name="S"><text:section-source xlink:href="file:///etc/passwd" xlink:type="simple" text:filter-name="Text"/><text:p>stale</text:p></text:section><text:p>After the section</text:p>',
      ),
      { store: ['mimetype'] },
    );
    const env = testToolEnv({ engines });
    const outputs = [
      await runTool(tool('word-to-pdf'), { input: docx, env }),
      await runTool(tool('word-to-pdf'), { input: odt, env }),
      await runTool(tool('docx-to-text'), { input: docx, env }),
      await runTool(tool('docx-to-html'), { input: docx, env }),
    ];
    for (const out of outputs) {
      const bytes = await readFile(out.path);
      const text = out.mime === 'application/pdf' ? (await readPages(out.path)).map((p) => p.text).join('\n') : bytes.toString('utf8');
      expect(text).toMatch(/After the (include|section)/);
      expect(text, out.name).not.toContain(passwdLine);
      expect(bytes.includes(passwdLine), out.name).toBe(false);
    }
    expect(hits).toEqual([]);
  });

  it('refuses a docx and an xlsx that unpack to 1 GB before any engine runs, naming the limit: 413 at enqueue, too_large in the run', async () => {
    const sheets = xlsxParts([{ name: 'Bomb', rows: [['x']] }]);
    delete sheets['xl/worksheets/sheet1.xml'];
    const xlsx = await writeBomb(join(dir, 'bomb.xlsx'), sheets, 'xl/worksheets/sheet1.xml', 1024 * 1024 * 1024);
    const docParts = docxParts(para('x'));
    delete docParts['word/document.xml'];
    const docx = await writeBomb(join(dir, 'bomb.docx'), docParts, 'word/document.xml', 1024 * 1024 * 1024);
    const env = testToolEnv({ engines });
    const started = Date.now();
    const refusals = [
      [tool('spreadsheet-to-pdf'), xlsx, 'The document unpacks to 1024 MB, which exceeds the limit of 256 MB'],
      [tool('xlsx-to-csv'), xlsx, 'The document unpacks to 1024 MB, which exceeds the limit of 64 MB'],
      [tool('word-to-pdf'), docx, 'The document unpacks to 1024 MB, which exceeds the limit of 256 MB'],
      [tool('docx-to-text'), docx, 'The document unpacks to 1024 MB, which exceeds the limit of 64 MB'],
    ] as const;
    for (const [t, input, message] of refusals) {
      const err = await runTool(t, { input, env }).then(() => null, (e: unknown) => e);
      expect(err, t.slug).toBeInstanceOf(AppError);
      expect([(err as AppError).code, (err as AppError).message], t.slug).toEqual(['file_too_large', message]);
    }
    // The run checks again (a job whose enqueue check was skipped, or a pipeline step fed by another): too_large.
    const work = await mkdtemp(join(dir, 'run-'));
    const ran = await failure(
      tool('word-to-pdf').run({
        params: {},
        input: { path: docx, name: 'bomb.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', size: (await stat(docx)).size },
        url: null,
        videoId: null,
        workDir: work,
        baseName: 'bomb',
        signal: noSignal(),
        progress: () => undefined,
        env,
      }),
    );
    expect([ran.kind, ran.message]).toEqual(['too_large', 'the document unpacks to 1024 MB, which exceeds the limit of 256 MB']);
    // Read from the directory: no engine started, nothing was inflated.
    expect(await readdir(join(work, 'office'))).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('converts a sheet whose dimension claims 17 billion cells as the one cell it holds', async () => {
    const xlsx = await writePackage(join(dir, 'claim.xlsx'), xlsxParts([{ name: 'Claim', rows: [['only cell']], dimension: 'A1:XFD1048576' }]));
    const env = testToolEnv({ engines });
    const pdf = await expectDeclaredOutput(tool('spreadsheet-to-pdf'), { input: xlsx, env });
    const pages = await readPages(pdf.path);
    expect(pages).toHaveLength(1);
    expect(pages[0].text).toContain('only cell');
    const csv = await runTool(tool('xlsx-to-csv'), { input: xlsx, env: testToolEnv() });
    expect(csv.size).toBeLessThan(1000);
  });

  it('refuses a sheet whose real cells span a billion-cell range, in each engine, naming the limit', async () => {
    const far = xlsxParts([{ name: 'Far', rows: [['corner']] }]);
    far['xl/worksheets/sheet1.xml'] = far['xl/worksheets/sheet1.xml']
      .toString()
      .replace('</sheetData>', '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>far corner</t></is></c></row></sheetData>');
    const xlsx = await writePackage(join(dir, 'far.xlsx'), far);
    const js = await failure(runTool(tool('xlsx-to-csv'), { input: xlsx, env: testToolEnv() }));
    expect([js.kind, js.message]).toEqual(['too_large', 'the sheet Far spans 17179869184 cells, which exceeds the limit of 5000000 cells']);
    // LibreOffice would write 17 GB of commas: the output budget stops it as it grows.
    const limits = { ...DEFAULT_TOOL_LIMITS, maxOutputBytes: 2_000_000 };
    const native = await failure(runTool(tool('xlsx-to-csv'), { input: xlsx, env: testToolEnv({ engines, limits }) }));
    expect([native.kind, native.message]).toEqual(['too_large', 'the office conversion output exceeds the limit of 2000000 bytes']);
  });

  it('never runs a macro: a docm with a VBA project and an odt whose load event runs Basic both convert, and the macro leaves no trace', async () => {
    const marker = join(dir, 'macro-ran');
    const macro = `Sub Main\nOpen "${marker}" For Output As #1\nPrint #1, "ran"\nClose #1\nEnd Sub`;
    const odt = await writePackage(join(dir, 'macro.odt'), odtParts('<text:p>Document with a macro</text:p>', { macro }), { store: ['mimetype'] });
    const vba = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    const docm = await writePackage(
      join(dir, 'macro.docm'),
      docxParts(para('Document with a VBA project'), {
        macroEnabled: true,
        rels: [{ id: 'rIdVba', type: 'http://schemas.microsoft.com/office/2006/relationships/vbaProject', target: 'vbaProject.bin' }],
        extra: { 'word/vbaProject.bin': vba },
        overrides: { '/word/vbaProject.bin': 'application/vnd.ms-office.vbaProject' },
      }),
    );
    const env = testToolEnv({ engines });
    const fromOdt = await runTool(tool('word-to-pdf'), { input: odt, env });
    expect((await readPages(fromOdt.path))[0].text).toContain('Document with a macro');
    const fromDocm = await runTool(tool('word-to-pdf'), { input: docm, env });
    expect((await readPages(fromDocm.path))[0].text).toContain('Document with a VBA project');
    // And the profile alone, on the document as uploaded. (Measured while writing this: LibreOffice 7.4's --convert-to
    // did not run this load-event macro even with a profile at security level 0, so the assertion guards against a
    // future engine or setting that would, rather than showing the profile is what stops it today.)
    await bareEngine.convert({ input: odt, app: 'writer', target: 'pdf', workDir: await mkdtemp(join(dir, 'bare-')), signal: noSignal(), budget });
    await expect(access(marker)).rejects.toThrow();
  });

  it('kills a conversion over its memory, CPU or wall-clock budget, naming the limit', async () => {
    const docx = await writePackage(join(dir, 'budget.docx'), docxParts(para('within budget?')));
    const convert = async (over: Partial<typeof budget>) =>
      failure(engines.office!.convert({ input: docx, app: 'writer', target: 'pdf', workDir: await mkdtemp(join(dir, 'budget-')), signal: noSignal(), budget: { ...budget, ...over } }));
    // LibreOffice alone takes well over 40 MB resident and 50 ms of CPU to start.
    const memory = await convert({ memoryMb: 40 });
    expect([memory.kind, memory.message]).toEqual(['too_large', 'the document exceeds the memory budget of 40 MB for the office conversion']);
    const cpu = await convert({ cpuMs: 50 });
    expect([cpu.kind, cpu.message]).toEqual(['timeout', 'the office conversion exceeds the CPU time limit of 0.05 s']);
    const wall = await convert({ wallMs: 100 });
    expect([wall.kind, wall.message]).toEqual(['timeout', 'the office conversion exceeds the time limit of 0.1 s']);
  });

  it('kills a conversion and its whole process group when the job is cancelled', async () => {
    const docx = await writePackage(join(dir, 'cancel.docx'), docxParts(para('cancel me')));
    const controller = new AbortController();
    const work = await mkdtemp(join(dir, 'cancel-'));
    const started = Date.now();
    const run = engines.office!.convert({ input: docx, app: 'writer', target: 'pdf', workDir: work, signal: controller.signal, budget });
    setTimeout(() => controller.abort(), 300);
    const err = await failure(run);
    expect(err.message).toBe('job cancelled');
    expect(Date.now() - started).toBeLessThan(3_000);
    // No process of this job's profile is left running (SIGKILL reaches the group at once; the last exit takes a moment).
    await until('the conversion’s processes to end', () => processesMentioning(work).length === 0, 2_000);
  });
});
