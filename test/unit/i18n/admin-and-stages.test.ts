import { describe, expect, it } from 'vitest';
import { statusLines, stageText } from '../../../src/core/chat/progress-text.js';
import { jobsList } from '../../../src/bots/discord/format/replies.js';
import { adminBody } from '../../../src/http/web/pages/admin.js';
import { page } from '../../../src/http/web/layout.js';
import { testTranslations } from '../../helpers/translations.js';

/** The admin panel and the job stages in the reader's language (issue 36). */
const translations = await testTranslations();
const de = translations.translator('de');

/** The page scripts' words as public/js/words.js reads them. */
function pageWords(htmlText: string): { locale: string; messages: string } {
  const json = /<script type="application\/json" id="page-words">([\s\S]*?)<\/script>/.exec(htmlText)?.[1];
  return JSON.parse(json ?? '{}');
}

describe('the admin panel in German', () => {
  const htmlText = page({ title: de.t('admin-title'), section: 'admin', script: 'admin.js', version: 't', body: adminBody(true, de), tr: de });

  it('renders its shell in German', () => {
    expect(htmlText).toContain('<h1>Verwaltung</h1>');
    expect(htmlText).toContain('<label for="token">Admin-Token</label>');
    expect(htmlText).toContain('<a href="#price-cache">Preis-Cache</a>');
    expect(htmlText).toContain('<span id="days-count">14</span> Tage');
    expect(htmlText).not.toContain('Sign in');
  });

  it('gives its script German words', () => {
    const words = pageWords(htmlText);
    expect(words.locale).toBe('de');
    expect(words.messages).toContain('js-admin-no-jobs = Noch keine Aufträge.');
    expect(words.messages).toContain('stage-laying-out = Layout setzen');
  });

  it('says how to turn it on, with the variable as code, when it is off', () => {
    expect(String(adminBody(false, de))).toContain('setze <code>ADMIN_TOKEN</code>, um sie einzuschalten.');
  });
});

describe('job stages in German', () => {
  it('words the known stages and keeps free text as the tool wrote it', () => {
    expect(stageText('laying out', de)).toBe('Layout setzen');
    expect(stageText('burning in subtitles', de)).toBe('Untertitel einbrennen');
    expect(stageText('recognizing 2/5', de)).toBe('Text erkennen 2/5');
    expect(stageText('encoding at 96 kbit/s', de)).toBe('encoding at 96 kbit/s');
  });

  it('shows the German stage in a bot status message and in Discord’s /jobs', () => {
    expect(statusLines('Markdown → PDF', { state: 'processing', percent: 40, stage: 'laying out' }, de).join('\n')).toContain('Layout setzen');
    expect(statusLines('x', { state: 'processing', percent: 40, stage: 'reading', step: { index: 2, of: 3 } }, de).join('\n')).toContain('lesen');
    const list = jobsList([{ job_id: 'abc', tool: 'video-burn-subtitles', status: 'processing', stage: 'burning in subtitles', progress: 50 }], de);
    expect(JSON.stringify(list)).toContain('Untertitel einbrennen');
  });
});
