import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historySection } from '../../../src/http/web/pages/price-history.js';
import { testTranslations } from '../../helpers/translations.js';
import { pseudoText } from '../../i18n/pseudo.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';

/** Issue 36: page bodies beyond the hub (a tool's page, its job panel, "My jobs") in the page's language. */
let app: WebTestApp;
beforeAll(async () => {
  app = await startWebApp({});
});
afterAll(async () => {
  await app?.destroy();
});

const pageIn = async (path: string, headers: Record<string, string>) => {
  const res = await fetch(`${app.url}${path}`, { headers });
  return { status: res.status, text: await res.text() };
};

describe('web page bodies in the reader’s language', () => {
  it('a tool page in German: form, options, file hint with the MB number, job panel and the link to My jobs', async () => {
    const { status, text } = await pageIn('/tools/image-resize', { 'Accept-Language': 'de' });
    expect(status).toBe(200);
    expect(text).toContain('<html lang="de"');
    expect(text).toContain('<legend>Deine Datei</legend>');
    expect(text).toContain('<legend id="options-legend">Optionen</legend>');
    expect(text).toContain('<strong id="file-choose">Datei auswählen</strong>');
    expect(text).toMatch(/<p id="file-hint" class="hint">Erlaubt: [^<]+\. Bis zu \d+ MB\.<\/p>/);
    expect(text).toContain('<button id="start" type="submit" class="primary">Starten</button>');
    expect(text).toContain('<h2 id="job-title">Dein Auftrag</h2>');
    expect(text).toContain('<button id="job-cancel" type="button">Auftrag abbrechen</button>');
    expect(text).toContain('Deine Aufträge stehen unter <a href="/jobs">Meine Aufträge</a>, bis sie ablaufen.');
    expect(text).toContain('<a href="/#cat-image">Bilder</a>');
    expect(text).not.toContain('Your file');
    // The tool's own words and its form: label, description, allowed values and default.
    expect(text).toContain('<h1>Bildgröße ändern</h1>');
    expect(text).toContain('<label for="p-width">Breite</label>');
    expect(text).toContain('<p id="p-width-hint" class="hint">Zielbreite in Pixeln. Erlaubt: 1 bis 10000. Standard: 800</p>');
    expect(text).toContain('<label for="p-height">Höhe</label>');
  });

  it('the picker’s cookie wins over Accept-Language, and the right-to-left test locale words My jobs and a missing tool', async () => {
    const jobs = await pageIn('/jobs', { 'Accept-Language': 'de', Cookie: 'lang=ar-XB' });
    expect(jobs.text).toContain('dir="rtl"');
    expect(jobs.text).toContain(`<caption class="visually-hidden">${pseudoText('Your jobs, newest first')}</caption>`);
    expect(jobs.text).toContain(`<th scope="col">${pseudoText('Expires')}</th>`);
    const missing = await pageIn('/tools/no-such-thing', { Cookie: 'lang=ar-XB' });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain(`<h1>${pseudoText('No such tool')}</h1>`);
    expect(missing.text).toContain(pseudoText('There is no tool called “') + 'no-such-thing”.');
  });

  it('the hub in French: each tool card’s title and description, and French words find a tool', async () => {
    const { text } = await pageIn('/', { 'Accept-Language': 'fr-FR,fr;q=0.9' });
    expect(text).toContain('<span class="tool-title">Redimensionner l&#39;image</span>');
    expect(text).toContain('<span class="tool-desc">Réunit plusieurs PDF en un seul : toutes les pages de chaque fichier, dans l&#39;ordre d&#39;envoi des fichiers.</span>');
    expect(text).not.toContain('<span class="tool-title">Resize image</span>');
    // The search without script matches the French words, and still the English ones.
    const found = await pageIn(`/?q=${encodeURIComponent('redimensionner vidéo')}`, { 'Accept-Language': 'fr' });
    expect(found.text).toMatch(/<li class="tool-card" data-search="[^"]*" data-slug="video-resize">/);
    expect(found.text).toMatch(/<li class="tool-card" data-search="[^"]*" data-slug="image-resize" hidden>/);
    const english = await pageIn('/?q=resize+video', { 'Accept-Language': 'fr' });
    expect(english.text).toMatch(/<li class="tool-card" data-search="[^"]*" data-slug="video-resize">/);
  });

  it('the picker’s cookie picks the tools’ language too: the hub and a tool page in Spanish', async () => {
    const hub = await pageIn('/', { 'Accept-Language': 'fr', Cookie: 'lang=es' });
    expect(hub.text).toContain('<span class="tool-title">Cambiar tamaño de imagen</span>');
    const { text } = await pageIn('/tools/image-resize', { Cookie: 'lang=es' });
    expect(text).toContain('<title>Cambiar tamaño de imagen · gametools</title>');
    expect(text).toContain('<h1>Cambiar tamaño de imagen</h1>');
    expect(text).toContain('<p class="lead">Cambia el tamaño de una imagen a un ancho (y alto opcional) con el ajuste elegido, manteniendo su formato.</p>');
    expect(text).toMatch(/<p id="p-width-hint" class="hint">Ancho objetivo en píxeles\. /);
  });

  it('the “then…” list of a tool page offers the next tools in the page’s language', async () => {
    const steps = encodeURIComponent(JSON.stringify([{ tool: 'image-resize', width: '640' }]));
    const res = await fetch(`${app.url}/api/web/next-tools?steps=${steps}`, { headers: { 'Accept-Language': 'de' } });
    const tools = ((await res.json()) as { tools: Array<{ slug: string; title: string; fields: Array<{ name: string; description: string }> }> }).tools;
    const resize = tools.find((t) => t.slug === 'image-resize')!;
    expect(resize.title).toBe('Bildgröße ändern');
    expect(resize.fields.find((f) => f.name === 'width')).toMatchObject({ label: 'Breite', description: 'Zielbreite in Pixeln', hint: 'Erlaubt: 1 bis 10000. Standard: 800' });
  });

  it('English without a language asked for, as before', async () => {
    const { text } = await pageIn('/tools/image-resize', {});
    expect(text).toContain('<legend>Your file</legend>');
    expect(text).toContain('Your jobs are listed under <a href="/jobs">My jobs</a> until they expire.');
    expect(text).toContain('<label for="p-width">Width</label>');
    expect(text).toContain('<p id="p-width-hint" class="hint">Target width in pixels. Allowed: 1 to 10000. Default: 800</p>');
  });

  it('the admin page in German through its route: title, heading and the notice naming ADMIN_TOKEN', async () => {
    const { status, text } = await pageIn('/admin', { 'Accept-Language': 'de' });
    expect(status).toBe(200);
    expect(text).toContain('<title>Verwaltung');
    expect(text).toContain('<h1>Verwaltung</h1>');
    // The test app has no ADMIN_TOKEN: the panel is off, and says so with the variable as code.
    expect(text).toContain('Die Verwaltung ist auf diesem Server aus: setze <code>ADMIN_TOKEN</code>, um sie einzuschalten.');
  });

  it('the deals page in Polish: form, the feed sentence around its link, and the empty answer', async () => {
    const { status, text } = await pageIn('/deals?filter=free', { 'Accept-Language': 'pl' });
    expect(status).toBe(200);
    expect(text).toContain('<h1>Promocje na gry</h1>');
    expect(text).toContain('<option value="free" selected>Tylko darmowe gry</option>');
    expect(text).toMatch(/<p><a href="\/feeds\/deals\.atom\?filter=free[^"]*" type="application\/atom\+xml">Kanał Atom tych promocji<\/a> — wklej go do czytnika kanałów, by dowiadywać się o nowych\.<\/p>/);
    expect(text).toContain('<button type="submit" class="primary">Pokaż promocje</button>');
  });

  it('the price history under the card in German: period links, lows in euros and days the German way', async () => {
    const de = (await testTranslations()).translator('de');
    const section = historySection(
      {
        appid: 620,
        region: 'de',
        days: 365,
        currency: 'EUR',
        svg: '<svg></svg>',
        enough: true,
        lows: {
          all_time: { price: 1.99, shop: 'Steam', date: '2024-03-05' },
          official: { price: 1.99, shop: 'Steam', date: '2024-03-05' },
          keyshop: null,
          steam: { price: 1.99, shop: null, date: '2024-03-05' },
          since_increase: { price: 4.99, shop: 'GOG', date: '2025-01-10', since: '2024-12-01' },
        },
      } as Parameters<typeof historySection>[0],
      de,
    ).value;
    expect(section).toContain('<h2 id="history-title">Preisverlauf</h2>');
    expect(section).toContain('aria-current="page">1 Jahr</a>');
    expect(section).toContain('<dt>Allzeittief</dt><dd>1,99\u00a0€<span class="sub">Steam · 05.03.2024</span></dd>');
    expect(section).toContain('<dt>Seit der letzten Preiserhöhung</dt><dd>4,99\u00a0€<span class="sub">GOG · 10.01.2025 · ');
    expect(section).not.toContain('Price history');
  });
});
