/**
 * Documents benchmark, office line: `npm run bench -- documents` (other helpers add their own documents-*.ts lines).
 *
 * A generated 20-page docx (headings, paragraphs, a table and a picture on every page) to PDF:
 *   (a) `soffice --headless --convert-to pdf` called directly, with a fresh profile each run as the service uses;
 *   (b) the same file uploaded to the service (its own process, as with `npm start`), from upload to completed.
 * Target: (b) ÷ (a) ≤ 1.3. There is no npm engine for docx → PDF; the npm engine's figure for the tools it does run
 * (docx → text and HTML with mammoth, on the same file) is printed beside it.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import mammoth from 'mammoth';
import sharp from 'sharp';
import yazl from 'yazl';
import { findOfficeEngine, findProgram } from '../src/tools/office/engine/find.js';
import { beforeFigure, interleaved } from './_load.js';
import { KEY, startServiceProcess, streamUpload, type ServiceProcess } from './_service.js';
import { median, report } from './_util.js';

const PAGES = 20;
const RUNS = 3;
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

const p = (text: string, style?: string) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

function tableXml(page: number): string {
  const rows = Array.from({ length: 6 }, (_, r) =>
    `<w:tr>${Array.from({ length: 4 }, (_, c) => `<w:tc><w:tcPr><w:tcW w:w="2200" w:type="dxa"/></w:tcPr>${p(r === 0 ? `Column ${c + 1}` : `p${page} r${r} c${c} ${(r * 7 + c * 3) % 100}.99`)}</w:tc>`).join('')}</w:tr>`,
  );
  return `<w:tbl><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr><w:tblGrid>${'<w:gridCol w:w="2200"/>'.repeat(4)}</w:tblGrid>${rows.join('')}</w:tbl>`;
}

function pictureXml(n: number): string {
  const cx = 3600000;
  const cy = 2400000;
  return `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="${cx}" cy="${cy}"/><wp:docPr id="${n}" name="Picture ${n}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="${n}" name="image${n}.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rIdImg${n}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
}

/** A 20-page report: per page a heading, prose, a 6×4 table, a 600×400 picture and a page break. */
export async function makeDocx(path: string): Promise<void> {
  const zip = new yazl.ZipFile();
  const body: string[] = [];
  const rels: string[] = [];
  const sentence = 'The guild met on Thursday to go over the season’s prices, the raid calendar and the state of the servers. ';
  for (let page = 1; page <= PAGES; page++) {
    body.push(p(`Chapter ${page}: the season in numbers`, 'Heading1'));
    for (let i = 0; i < 4; i++) body.push(p(sentence.repeat(3)));
    body.push(tableXml(page), pictureXml(page));
    if (page < PAGES) body.push('<w:p><w:r><w:br w:type="page"/></w:r></w:p>');
    rels.push(`<Relationship Id="rIdImg${page}" Type="${REL}/image" Target="media/image${page}.png"/>`);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: (page * 37) % 256, g: 120, b: 200 } } })
      .composite([{ input: Buffer.from(`<svg width="600" height="400"><circle cx="300" cy="200" r="${60 + page * 5}" fill="#fff"/></svg>`) }])
      .png()
      .toBuffer();
    zip.addBuffer(png, `word/media/image${page}.png`, { compress: false });
  }
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  zip.addBuffer(
    Buffer.from(`${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`),
    '[Content_Types].xml',
  );
  zip.addBuffer(Buffer.from(`${xml}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`), '_rels/.rels');
  zip.addBuffer(
    Buffer.from(
      `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${REL}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>${body.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="0" w:footer="0" w:gutter="0"/></w:sectPr></w:body></w:document>`,
    ),
    'word/document.xml',
  );
  zip.addBuffer(Buffer.from(`${xml}<Relationships xmlns="${PKG}">${rels.join('')}</Relationships>`), 'word/_rels/document.xml.rels');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

/** soffice on its own, with a fresh profile, as a user would call it. */
async function sofficeDirect(soffice: string, input: string, dir: string): Promise<number> {
  const work = await mkdtemp(join(dir, 'direct-'));
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(soffice, ['--headless', `-env:UserInstallation=${pathToFileURL(join(work, 'profile')).href}`, '--convert-to', 'pdf', '--outdir', work, input], {
      stdio: 'ignore',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`soffice exited with ${code}`))));
  });
  const ms = performance.now() - started;
  if ((await stat(join(work, 'report.pdf'))).size === 0) throw new Error('soffice wrote an empty PDF');
  await rm(work, { recursive: true, force: true });
  return ms;
}

async function throughService(s: ServiceProcess, input: string): Promise<number> {
  const started = performance.now();
  const r = await streamUpload(s.port, '/upload', { tool: 'word-to-pdf' }, input);
  if (r.status !== 202) throw new Error(`upload answered ${r.status}: ${r.body}`);
  const id = (JSON.parse(r.body) as { job_id: string }).job_id;
  for (;;) {
    const job = (await (await fetch(`${s.url}/api/jobs/${id}`, { headers: { 'x-api-key': KEY } })).json()) as { status: string };
    if (job.status === 'completed') break;
    if (job.status !== 'queued' && job.status !== 'processing') throw new Error(`job ended ${job.status}`);
    await new Promise((res) => setTimeout(res, 25));
  }
  return performance.now() - started;
}

async function main(): Promise<void> {
  const found = await findOfficeEngine();
  const soffice = await findProgram('soffice', process.env, ['/usr/lib/libreoffice/program/soffice']);
  if (!found.engine || !soffice) {
    console.log('documents (office): LibreOffice is not installed (sh .ci/install-office.sh); no figure');
    process.exitCode = 1;
    return;
  }
  console.log(`engine: ${found.engine.name}`);
  const dir = await mkdtemp(join(tmpdir(), 'bench-office-'));
  const service = await startServiceProcess(join(dir, 'data'));
  try {
    const input = join(dir, 'report.docx');
    await makeDocx(input);
    console.log(`input: ${PAGES}-page docx with ${PAGES} tables and ${PAGES} pictures, ${(await stat(input)).size} bytes`);
    const name = 'docx (20 pages) → PDF, upload→completed vs soffice direct (ms)';
    const before = await beforeFigure(name);
    // Warm-up: page cache for LibreOffice's libraries, the service's modules.
    await sofficeDirect(soffice, input, dir);
    await throughService(service, input);
    const { baseline: a, measured: b } = await interleaved(RUNS, () => sofficeDirect(soffice, input, dir), () => throughService(service, input));
    const line = (xs: number[]) => `median ${median(xs).toFixed(0)} ms, min ${Math.min(...xs).toFixed(0)} ms  [${xs.map((x) => x.toFixed(0)).join(', ')}]`;
    console.log(`(a) soffice --convert-to pdf, direct: ${line(a)}`);
    console.log(`(b) word-to-pdf, upload → completed:  ${line(b)}`);
    report(name, median(b), median(a), '≤ 1.30', before);

    // The npm engine (mammoth) on the same file, for the tools it runs: warm, in this process.
    await mammoth.extractRawText({ path: input });
    const time = async (fn: () => Promise<unknown>) => {
      const t0 = performance.now();
      await fn();
      return performance.now() - t0;
    };
    const text: number[] = [];
    const html: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      text.push(await time(() => mammoth.extractRawText({ path: input })));
      html.push(await time(() => mammoth.convertToHtml({ path: input })));
    }
    console.log(`npm engine (mammoth, in process, warm): docx → text median ${median(text).toFixed(0)} ms, docx → HTML median ${median(html).toFixed(0)} ms; no npm engine writes PDF`);
  } finally {
    await service.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
