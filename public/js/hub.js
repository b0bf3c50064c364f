// Live filtering of the catalogue; the server renders the same filter for ?q= without script.
/* global document, location, history, URL */
import { $, $$, t } from './common.js';

const input = $('#q');
const status = $('#search-status');
const empty = $('#no-match');
const cards = $$('.tool-card');
const sections = $$('.category');
const total = cards.length;

function apply() {
  const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const card of cards) {
    const text = card.dataset.search || '';
    const visible = words.every((w) => text.includes(w));
    card.hidden = !visible;
    if (visible) shown++;
  }
  for (const section of sections) section.hidden = !section.querySelector('.tool-card:not([hidden])');
  empty.hidden = shown > 0;
  status.textContent = words.length ? t('js-hub-matches', { shown, total, query: input.value.trim() }) : t('js-hub-total', { total });
  const url = new URL(location.href);
  if (words.length) url.searchParams.set('q', input.value.trim());
  else url.searchParams.delete('q');
  history.replaceState(null, '', url);
}

input.addEventListener('input', apply);
input.form.addEventListener('submit', (e) => {
  e.preventDefault();
  apply();
  const first = cards.find((c) => !c.hidden);
  if (first) first.querySelector('a').focus();
});
// "/" jumps to the search box, as on many catalogue sites.
document.addEventListener('keydown', (e) => {
  if (e.key === '/' && document.activeElement?.tagName !== 'INPUT' && !e.ctrlKey && !e.metaKey) {
    e.preventDefault();
    input.focus();
  }
});
