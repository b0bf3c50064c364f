import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTools } from '../../../src/tools/image/index.js';
import { startWebApp, type WebTestApp } from './helpers/web-app.js';
import { startWorld, type World } from '../../prices/fakes/harness.js';
import { APP } from '../../prices/fakes/world.js';

let world: World;
let app: WebTestApp;

beforeAll(async () => {
  world = await startWorld();
  app = await startWebApp({
    env: { STEAM_STORE_URL: world.config.STEAM_STORE_URL, CHEAPSHARK_API_URL: world.config.CHEAPSHARK_API_URL, PRICE_RATE_LIMIT_PER_MIN: '4', RATE_LIMIT_PER_MIN: '1000' },
    overrides: { tools: imageTools },
  });
});
afterAll(async () => {
  await app?.destroy();
  await world?.close();
});

describe('the web price page with a game', () => {
  it('draws the history chart as inline SVG with a period picker and every low, needing no script', async () => {
    const res = await fetch(`${app.url}/prices?game=${APP.legoBatman}&region=us&days=30`);
    expect(res.status).toBe(200);
    const page = await res.text();
    const section = page.slice(page.indexOf('<section id="price-history"'), page.indexOf('</section>') + 10);
    expect(section).toContain(`data-appid="${APP.legoBatman}"`);
    // The chart itself, inline; one lookup so far is too little history for a line.
    expect(section).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="400"/);
    expect(section).toContain('Not enough price history yet');
    expect(section).not.toContain('<script');
    // 30 days is the current period; the others are plain links.
    expect(section).toContain(`<a href="/prices?game=${APP.legoBatman}&amp;region=us&amp;days=30" aria-current="page">30 days</a>`);
    expect(section).toContain(`<a href="/prices?game=${APP.legoBatman}&amp;region=us&amp;days=365">1 year</a>`);
    expect(section).toContain(`<a href="/prices?game=${APP.legoBatman}&amp;region=us&amp;days=3650">All</a>`);
    // CheapShark's all-time low (official, no shop) under the card; no key-reseller source is configured.
    // The low's day as Intl writes it for the page's language (English here).
    expect(section).toContain('<dt>All-time low</dt><dd>$3.99<span class="sub">Nov 24, 2018</span></dd>');
    expect(section).toContain('<dt>Official stores low</dt><dd>$3.99');
    expect(section).toContain('<dt>Key resellers low</dt><dd>—</dd>');
    expect(section).toContain('<dt>Since the last price increase</dt><dd>$3.99');
  });

  it('charges the chart as a lookup and says so when the budget is spent, still serving the page', async () => {
    // The address's budget is 4 a minute and the test before spent one.
    for (let i = 0; i < 3; i++) expect(await fetch(`${app.url}/prices?game=${APP.witcher3}`).then((r) => r.text())).toContain('id="price-history"');
    const res = await fetch(`${app.url}/prices?game=${APP.witcher3}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).not.toContain('id="price-history"');
    expect(page).toContain('Too many price lookups from here just now');
  });

  it('leaves a title or a bad period to the script and the form', async () => {
    expect(await fetch(`${app.url}/prices?game=portal`).then((r) => r.text())).not.toContain('id="price-history"');
    const bad = await fetch(`${app.url}/prices?game=${APP.legoBatman}&days=0`).then((r) => r.text());
    expect(bad).toContain('days: must be an integer from 1 to 3650');
  });
});
