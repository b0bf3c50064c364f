import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataTools } from '../../../src/tools/data/index.js';
import { ebookTools } from '../../../src/tools/ebook/index.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';
import { emlMessage } from '../../tools/ebook/fixtures.js';

let app: WebTestApp;
beforeAll(async () => {
  app = await startWebApp({ overrides: { tools: [...ebookTools, ...dataTools] } });
});
afterAll(() => app.destroy());

const get = async (path: string, language = 'en') => (await fetch(app.url + path, { headers: { 'Accept-Language': language } })).text();

describe('the web hub and tool pages for documents and data files', () => {
  it('list the e-book, comic and e-mail tools under Documents and the converters under Data files, in the reader’s language', async () => {
    const hub = await get('/');
    const section = (id: string) => hub.slice(hub.indexOf(`id="cat-${id}"`), hub.indexOf('</section>', hub.indexOf(`id="cat-${id}"`)));
    expect(section('document')).toContain('Documents <span class="count">7</span>');
    for (const slug of ['mobi-to-pdf', 'fb2-to-pdf', 'cbz-to-pdf', 'cbr-to-pdf', 'pdf-to-cbz', 'eml-to-pdf', 'msg-to-pdf']) expect(section('document')).toContain(`data-slug="${slug}"`);
    expect(section('data')).toContain('Data files <span class="count">5</span>');
    expect(section('data')).toContain('data-slug="data-to-toml"');
    expect(hub).toContain('<a href="#cat-document">Documents</a>');
    const german = await get('/', 'de');
    expect(german).toContain('<a href="#cat-document">Dokumente</a>');
    expect(german).toContain('<a href="#cat-data">Datendateien</a>');
  });

  it('offer the new types in the file picker, by type and by file-name ending', async () => {
    const page = await get('/tools/cbz-to-pdf');
    expect(page).toContain('accept="application/vnd.comicbook+zip,.cbz"');
    expect(page).toContain('Accepted: CBZ.');
    expect(await get('/tools/cbr-to-pdf')).toContain('accept="application/x-rar-compressed,.cbr,.rar"');
    expect(await get('/tools/fb2-to-pdf')).toContain('accept="application/x-fictionbook+xml,.fb2"');
    expect(await get('/tools/eml-to-pdf')).toContain('accept="message/rfc822,.eml"');
    // A parameter's hint is in the page's language (issue 36).
    expect(await get('/tools/eml-to-pdf')).toContain('Default: a4');
    expect(await get('/tools/eml-to-pdf', 'de')).toContain('Standard: a4');
    expect(await get('/tools/data-to-json')).toContain('accept="application/yaml,application/toml,application/xml,text/csv,.yaml,.yml,.toml,.xml,.csv,.tsv"');
  });
});

describe('a job remembers its reader’s language (issue 36)', () => {
  it('an e-mail sent to PDF from a French browser is a job in French (the tool words its page in it: test/tools/ebook)', async () => {
    const form = new FormData();
    form.set('tool', 'eml-to-pdf');
    form.set('file', new Blob([emlMessage({})], { type: 'message/rfc822' }), 'lettre.eml');
    // The picker's cookie wins over Accept-Language, as for the page itself.
    const headers = { 'Accept-Language': 'de', Cookie: 'lang=fr', Origin: app.url, Accept: 'application/json' };
    const res = await fetch(`${app.url}/upload`, { method: 'POST', body: form, headers });
    expect(res.status).toBe(202);
    const { job_id: id } = (await res.json()) as { job_id: string };
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const sid = /(?:^|; )sid=([^;]+)/.exec(cookie)![1];
    const record = await app.services.jobs.getRecord(app.services.sessions.ownerForSid(sid), id);
    expect(record?.locale).toBe('fr');
    // Not run to its end here: the PDF engine's start would cost this file seconds.
    await fetch(`${app.url}/api/jobs/${id}`, { method: 'DELETE', headers: { cookie, Origin: app.url } });
  });
});
