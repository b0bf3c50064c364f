import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTools } from '../../../src/tools/image/index.js';
import { pdfTools } from '../../../src/tools/pdf/index.js';
import { urlTools } from '../../../src/tools/url/index.js';
import { Client } from '../../helpers/app.js';
import { gated } from '../../helpers/gate.js';
import { twoColourPng } from '../../helpers/images.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';
import { openWatched } from '../../helpers/browser-page.js';
import { contrastOf } from '../../helpers/contrast.js';

/**
 * Pipelines on the tool page (issue 26 item 7) in a real headless Chromium (Debian's package, driven by
 * playwright-core): "then…" adds steps that take the last step's output, the drop zone takes several files where
 * they are wanted, and the steps are saved as a recipe with a share link. Every result is downloaded and decoded.
 */

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];
const SHOTS = 'test-output/screenshots';

let app: WebTestApp;
let browser: Browser;
let context: BrowserContext;
let png: Buffer;
const problems: string[] = [];
/** Holds each run until released: only the shared recipe's test uses it. */
const sepia = gated(imageTools.find((t) => t.slug === 'image-sepia')!);
/** Tools that take nothing but a PDF: none may follow an image step. */
const pdfOnly = pdfTools.filter((t) => t.accepts.length === 1 && t.accepts[0] === 'application/pdf').map((t) => t.slug);

/** The recipe owner's key: a recipe needs a key or a session that has made a job (issue 37). */
const OWNER_KEY = 'recipe-owner-key-0123456789abcdefghij';

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run .ci/install-browser.sh (apt-get install -y chromium)`);
  await mkdir(SHOTS, { recursive: true });
  png = await twoColourPng(64, 48);
  app = await startWebApp({
    env: { WORKER_CONCURRENCY: '1', API_KEYS: OWNER_KEY },
    overrides: { tools: [...imageTools.map((t) => (t.slug === 'image-sepia' ? sepia.tool : t)), ...pdfTools, ...urlTools] },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 }, baseURL: app.url });
}, 60_000);

afterAll(async () => {
  sepia.release();
  await context?.close();
  await browser?.close();
  await app?.destroy();
});

const open = (path: string, ctx = context): Promise<Page> => openWatched(ctx, path, problems);

/** Opens "then…" and answers the tools it offers, as slugs. */
async function offered(page: Page): Promise<string[]> {
  await page.click('#then-open');
  await page.waitForSelector('#then-picker:not([hidden])');
  return page.$$eval('#then-tool option', (options) => options.map((o) => (o as HTMLOptionElement).value));
}

async function addStep(page: Page, slug: string): Promise<void> {
  if (await page.isHidden('#then-picker')) await offered(page);
  await page.selectOption('#then-tool', slug);
  await page.click('#then-add');
}

async function pdfOfPages(count: number, size: [number, number]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage(size).drawRectangle({ x: 5, y: 5, width: 20, height: 20 });
  return Buffer.from(await doc.save());
}

/** Drops files on the drop zone as a person drags them from their desktop. */
async function drop(page: Page, files: Array<{ name: string; type: string; data: Buffer }>): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return dt;
  }, files.map((f) => ({ name: f.name, type: f.type, b64: f.data.toString('base64') })));
  await page.dispatchEvent('#dropzone', 'dragover', { dataTransfer });
  await page.dispatchEvent('#dropzone', 'drop', { dataTransfer });
}

async function downloadResult(page: Page): Promise<{ name: string; file: Buffer }> {
  await page.waitForSelector('#job-result:not([hidden])', { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  return { name: download.suggestedFilename(), file: await readFile((await download.path())!) };
}

describe('pipelines on the tool page', () => {
  it('adds image-grayscale after image-resize, runs both on a PNG and downloads a grey image of the new width', async () => {
    const page = await open('/tools/image-resize');
    expect(await page.getAttribute('#file', 'multiple')).toBeNull();
    await page.fill('#p-width', '32');
    const next = await offered(page);
    expect(next).toContain('image-grayscale');
    await addStep(page, 'image-grayscale');
    expect(await page.textContent('#steps fieldset legend')).toBe('Step 2: Grayscale image');
    // Several steps run on each file, so the drop zone now takes several; the steps can be saved.
    expect(await page.getAttribute('#file', 'multiple')).toBe('');
    expect(await page.isVisible('#recipe')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/tool-steps.png`, fullPage: true });

    const posted: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posted.push(new URL(r.url()).pathname));
    await page.setInputFiles('#file', { name: 'colours.png', mimeType: 'image/png', buffer: png });
    await page.click('#start');
    const { name, file } = await downloadResult(page);
    expect(posted).toEqual(['/api/pipelines']);
    expect(name).toMatch(/\.png$/);
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([32, 24]);
    const px = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [left, right] = [px(3, 3), px(28, 20)];
    // Red and blue halves, resized, became two different greys.
    expect(new Set(left).size).toBe(1);
    expect(new Set(right).size).toBe(1);
    expect(left[0]).not.toBe(right[0]);
    await page.close();
  });

  it('offers no PDF-only tool after an image step, and takes an image-to-PDF step', async () => {
    const page = await open('/tools/image-grayscale');
    const next = await offered(page);
    expect(pdfOnly.length).toBeGreaterThan(3);
    expect(next.filter((slug) => pdfOnly.includes(slug))).toEqual([]);
    expect(next).toContain('image-resize');
    expect(next).toContain('image-to-pdf');
    // After image-to-pdf a PDF is made: now the PDF tools follow and the image tools do not.
    await addStep(page, 'image-to-pdf');
    const after = await offered(page);
    expect(after).toContain('pdf-merge');
    expect(after.filter((slug) => slug.startsWith('image-'))).toEqual([]);
    await page.close();
  });

  it('shows a refusal of a later step next to that step’s field', async () => {
    const page = await open('/tools/image-grayscale');
    await addStep(page, 'image-resize');
    const key = await page.getAttribute('#steps fieldset', 'id');
    await page.fill(`#${key}-p-width`, '0');
    await page.setInputFiles('#file', { name: 'a.png', mimeType: 'image/png', buffer: png });
    await page.click('#start');
    await page.waitForSelector(`#${key}-err-width:not([hidden])`);
    expect(await page.textContent(`#${key}-err-width`)).toBe('step 2 (image-resize): width: must be between 1 and 10000');
    expect(await page.getAttribute(`#${key}-p-width`, 'aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`${key}-p-width`);
    expect(await page.isHidden('#job-panel')).toBe(true);
    await page.close();
  });

  it('says which step a pipeline failed in', async () => {
    const page = await open('/tools/image-resize');
    await page.fill('#p-width', '32');
    // The crop fits the parameters but not the 32-pixel image step 1 makes, which only running finds out.
    await addStep(page, 'image-crop');
    const key = await page.getAttribute('#steps fieldset', 'id');
    for (const [name, value] of [['x', '50'], ['y', '0'], ['crop_width', '10'], ['crop_height', '10']]) await page.fill(`#${key}-p-${name}`, value);
    await page.setInputFiles('#file', { name: 'a.png', mimeType: 'image/png', buffer: png });
    await page.click('#start');
    await page.waitForSelector('#job-status.failed', { timeout: 30_000 });
    expect(await page.textContent('#job-status')).toMatch(/^Step 2 \(image-crop\) failed: \S/);
    expect(await page.isHidden('#job-result')).toBe(true);
    await page.close();
  });

  it('runs a link tool then an image tool: a QR code of the video link, inverted', async () => {
    const page = await open('/tools/yt-qr-code');
    await page.fill('#url', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.fill('#p-width', '200');
    await addStep(page, 'image-invert');
    // A link is one link: the steps run on it, no file is asked for.
    expect(await page.locator('#file').count()).toBe(0);
    const posted: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posted.push(`${new URL(r.url()).pathname} ${r.headers()['content-type']}`));
    await page.click('#start');
    const { file } = await downloadResult(page);
    expect(posted).toEqual(['/api/pipelines application/json']);
    const { data, info } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThanOrEqual(200);
    // The quiet zone around a QR code is white; inverted, it is black, and the code has both.
    expect(data[0]).toBeLessThan(30);
    expect(Math.max(...data)).toBeGreaterThan(225);
    await page.close();
  });

  it('goes back to one file and POST /upload when the added step is removed', async () => {
    const page = await open('/tools/image-invert');
    await addStep(page, 'image-grayscale');
    await page.setInputFiles('#file', [
      { name: 'a.png', mimeType: 'image/png', buffer: png },
      { name: 'b.png', mimeType: 'image/png', buffer: png },
    ]);
    expect(await page.textContent('#file-name')).toMatch(/^2 files, .* in all: a\.png, b\.png$/);
    await page.click('#steps [data-remove]');
    expect(await page.locator('#steps fieldset').count()).toBe(0);
    expect(await page.getAttribute('#file', 'multiple')).toBeNull();
    expect(await page.textContent('#file-name')).toBe(`a.png (${png.length} B)`);
    expect(await page.isHidden('#recipe')).toBe(true);
    // Focus goes back to "then…", not to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('then-open');
    const posted: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posted.push(new URL(r.url()).pathname));
    await page.click('#start');
    const { file } = await downloadResult(page);
    expect(posted).toEqual(['/upload']);
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);
    await page.close();
  });

  it('merges 3 PDFs dropped on pdf-merge into one of all their pages', async () => {
    const page = await open('/tools/pdf-merge');
    expect(await page.getAttribute('#file', 'multiple')).toBe('');
    expect(await page.textContent('#file-choose')).toBe('Choose files');
    await drop(page, [
      { name: 'one.pdf', type: 'application/pdf', data: await pdfOfPages(1, [300, 200]) },
      { name: 'two.pdf', type: 'application/pdf', data: await pdfOfPages(2, [400, 400]) },
      { name: 'three.pdf', type: 'application/pdf', data: await pdfOfPages(3, [100, 500]) },
    ]);
    expect(await page.textContent('#file-name')).toMatch(/^3 files, .* in all: one\.pdf, two\.pdf, three\.pdf$/);
    await page.click('#start');
    const { name, file } = await downloadResult(page);
    expect(name).toMatch(/\.pdf$/);
    const doc = await PDFDocument.load(new Uint8Array(file));
    expect(doc.getPageCount()).toBe(6);
    expect(doc.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())])).toEqual([
      [300, 200], [400, 400], [400, 400], [100, 500], [100, 500], [100, 500],
    ]);
    await page.close();
  });

  it('saves the steps as a shared recipe and opens its page at /r/<code>', async () => {
    const page = await open('/tools/image-resize');
    await page.fill('#p-width', '20');
    await addStep(page, 'image-grayscale');
    await page.fill('#recipe-name', 'small grey');
    await page.check('#recipe-shared');
    await page.click('#recipe-save');
    await page.waitForSelector('#recipe-link');
    expect(await page.textContent('#recipe-saved')).toContain('Saved “small grey” (2 steps).');
    const href = (await page.getAttribute('#recipe-link', 'href'))!;
    expect(href).toMatch(new RegExp(`^${app.url}/r/[A-Za-z0-9_-]{16}$`));
    // Saved for this visitor: their session lists it.
    const sid = (await context.cookies()).find((c) => c.name === 'sid')!.value;
    const mine = await new Client(app.url, { cookie: `sid=${sid}` }).json('/api/recipes');
    const recipes = mine.body.recipes as Array<{ name: string; shared: boolean; steps: Array<Record<string, unknown>> }>;
    expect(recipes.map((r) => [r.name, r.shared, r.steps.map((s) => s.tool), r.steps[0].width])).toEqual([
      ['small grey', true, ['image-resize', 'image-grayscale'], 20],
    ]);

    // Anyone with the link: a fresh browser context, no cookie.
    const stranger = await browser.newContext({ baseURL: app.url, acceptDownloads: true });
    const shared = await open(href, stranger);
    expect(await shared.textContent('h1')).toBe('Recipe: small grey');
    // Numbered once, by the list itself: no written number in the text.
    expect(await shared.locator('ol.recipe-steps > li').allTextContents()).toEqual(['image-resize width=20 preset=inside metadata=strip', 'image-grayscale']);
    expect(await shared.$eval('ol.recipe-steps', (ol) => getComputedStyle(ol).listStyleType)).toBe('decimal');
    await shared.setInputFiles('#recipe-files', { name: 'mine.png', mimeType: 'image/png', buffer: png });
    await shared.click('#recipe-start');
    const { name, file } = await downloadResult(shared);
    expect(name).toBe('mine.png');
    const { info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([20, 15]);
    await stranger.close();

    // A second save under the same name is refused next to the name.
    await page.click('#recipe-save');
    await page.waitForSelector('#err-recipe-name:not([hidden])');
    expect(await page.textContent('#err-recipe-name')).toBe('name: you already have a recipe called "small grey"');
    await page.close();
  });

  it('shows a shared recipe’s job moving step by step before it offers the download', async () => {
    // Saved over the API by its owner (a key); the second step holds until released, so the page is seen mid-way.
    const owner = new Client(app.url);
    const saved = await owner.json('/api/recipes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OWNER_KEY}` },
      body: JSON.stringify({ name: 'sepia thumbs', shared: true, steps: [{ tool: 'image-resize', width: 24 }, { tool: 'image-sepia' }] }),
    });
    expect(saved.status).toBe(201);
    const path = new URL((saved.body.recipe as { share_url: string }).share_url).pathname;

    const stranger = await browser.newContext({ baseURL: app.url, acceptDownloads: true });
    const page = await open(path, stranger);
    expect(await page.isHidden('#job-panel')).toBe(true);
    await page.setInputFiles('#recipe-files', { name: 'photo.png', mimeType: 'image/png', buffer: png });
    await page.click('#recipe-start');
    // The job panel follows the job: step 2 is running, part of the way, and nothing is offered yet.
    await page.waitForFunction(() => document.querySelector('#job-status')?.textContent?.includes('step 2/2'), undefined, { timeout: 30_000 });
    expect(await page.textContent('#job-status')).toBe('Processing (step 2/2: waiting)');
    const value = await page.$eval('#job-progress', (p) => (p as HTMLProgressElement).value);
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(100);
    expect(await page.textContent('#job-percent')).toBe(`${value}%`);
    expect(await page.isHidden('#job-result')).toBe(true);
    expect(await page.isVisible('#job-cancel')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/recipe-progress.png`, fullPage: true });

    sepia.release();
    const { name, file } = await downloadResult(page);
    expect(await page.textContent('#job-percent')).toBe('100%');
    expect(await page.textContent('#job-status')).toBe('Done. Your file is ready.');
    expect(name).toBe('photo.png');
    const { info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([24, 18]);
    await stranger.close();
  });

  it('adds a step by keyboard alone, fits a phone screen and keeps AA contrast with steps', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, baseURL: app.url });
    const page = await open('/tools/image-resize', phone);
    await page.focus('#then-open');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#then-picker:not([hidden])');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('then-tool');
    // Escape closes the list and gives the focus back to "Then…".
    await page.keyboard.press('Escape');
    expect(await page.isHidden('#then-picker')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('then-open');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#then-picker:not([hidden])');
    await page.selectOption('#then-tool', 'image-blur');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('then-add');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#steps fieldset');
    // Focus lands in the new step's form.
    expect(await page.evaluate(() => document.activeElement?.closest('fieldset')?.getAttribute('data-tool'))).toBe('image-blur');
    expect(await page.textContent('#then-status')).toBe('Added step 2: Blur image.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/phone-tool-steps.png`, fullPage: true });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const ratios = await page.evaluate(contrastOf, ['#steps legend', '#steps label', '#steps .hint', '#steps [data-remove]', '#then-open', '#recipe h2', '#recipe .switch', '#recipe .hint']);
      expect(Object.keys(ratios).length, scheme).toBe(8);
      for (const [sel, ratio] of Object.entries(ratios)) expect(ratio, `${scheme} ${sel}`).toBeGreaterThanOrEqual(4.5);
    }
    await page.close();
    await phone.close();
  });

  it('saw no script error or policy violation on any page', () => {
    expect(problems).toEqual([]);
  });
});
