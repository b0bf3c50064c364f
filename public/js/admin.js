// The admin panel: sign in with the token, then queue, tools and flags, API keys and the price cache.
/* global sessionStorage, document, window, location */
import { $, api, el, errorText, formatTime, locale, statusText, t } from './common.js';

const TOKEN_KEY = 'gametools.admin';
// Numbers, percentages and times the reader's way (the page's language), as the other pages write them.
const numbers = new Intl.NumberFormat(locale);
const n = (value) => numbers.format(Number(value));
const pct = (value) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
const when = (ts) => new Date(ts).toLocaleString(locale);
const day = (ts) => new Date(ts).toLocaleDateString(locale);
/** A word of the catalogue, or the raw value when the catalogue has no word for it (a state added later). */
const t2 = (id, raw = id) => {
  const text = t(id);
  return text === id ? raw : text;
};
const signin = $('#signin');
const tokenInput = $('#token');
const panel = $('#panel');
const statusLine = $('#admin-status');
const errorLine = $('#admin-error');
let token = sessionStorage.getItem(TOKEN_KEY);
let tools = [];

function adminApi(path, init = {}) {
  const headers = { Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) };
  return api(`/api/admin${path}`, { ...init, headers });
}

/** Shows an API failure; a token that stopped working sends the user back to sign-in. */
function failed(result, what) {
  if (result.status === 401 || result.status === 429) {
    signOut(errorText(result.body, t('js-admin-sign-in-again')));
    return;
  }
  errorLine.textContent = t('js-admin-failed', { what, message: errorText(result.body) });
  errorLine.hidden = false;
}

function say(text) {
  statusLine.textContent = text;
}

function tokenError(message) {
  const p = $('#err-token');
  p.textContent = message || '';
  p.hidden = !message;
  if (message) tokenInput.setAttribute('aria-invalid', 'true');
  else tokenInput.removeAttribute('aria-invalid');
}

function signOut(message) {
  token = null;
  sessionStorage.removeItem(TOKEN_KEY);
  panel.hidden = true;
  signin.hidden = false;
  tokenError(message || '');
  tokenInput.value = '';
  tokenInput.focus();
}

signin.addEventListener('submit', async (e) => {
  e.preventDefault();
  tokenError('');
  const value = tokenInput.value.trim();
  if (!value) {
    tokenError(t('js-admin-enter-token'));
    tokenInput.focus();
    return;
  }
  token = value;
  const result = await adminApi('/session');
  if (result.status !== 200) {
    token = null;
    tokenError(errorText(result.body, t('js-admin-sign-in-failed')));
    tokenInput.focus();
    return;
  }
  sessionStorage.setItem(TOKEN_KEY, value);
  await open();
});

$('#signout').addEventListener('click', () => signOut(''));

// ---- sections ----
// One section at a time, chosen by the address's #fragment: all five at once made a page ~10,000 px tall, and the
// fragment keeps a section linkable and the browser's back button meaningful.
const SECTIONS = ['queue', 'tools', 'keys', 'webhooks', 'price-cache'];

function showSection(id, focus) {
  const shown = SECTIONS.includes(id) ? id : SECTIONS[0];
  for (const name of SECTIONS) {
    $(`#${name}`).hidden = name !== shown;
    const link = document.querySelector(`.tabs a[href="#${name}"]`);
    if (name === shown) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
  if (focus) {
    const heading = $(`#${shown} h2`);
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }
}
window.addEventListener('hashchange', () => showSection(location.hash.slice(1), true));

/** Fills a table body; an empty one says so instead of showing nothing. */
function fillTable(body, rows, emptyText) {
  if (rows.length > 0) return body.replaceChildren(...rows);
  const columns = body.closest('table').querySelectorAll('thead th').length;
  body.replaceChildren(el('tr', { class: 'empty-row' }, el('td', { colspan: String(columns), class: 'muted', text: emptyText })));
}

async function open() {
  signin.hidden = true;
  panel.hidden = false;
  errorLine.hidden = true;
  say(t('js-admin-signed-in'));
  showSection(location.hash.slice(1), true);
  await Promise.all([loadQueue(), loadTools(), loadKeys(), loadWebhooks(), loadCache()]);
}

// ---- queue ----

function stats(target, entries) {
  target.replaceChildren(...entries.map(([label, value]) => el('div', {}, el('dt', { text: label }), el('dd', { text: value }))));
}

async function loadQueue() {
  const result = await adminApi('/queue');
  if (result.status !== 200) return failed(result, t('js-admin-queue'));
  const s = result.body.stats;
  stats($('#queue-stats'), [
    [t('js-admin-stat-waiting'), n(s.waiting)],
    [t('js-admin-stat-running'), n(s.running)],
    [t('js-admin-stat-completed'), n(s.completed)],
    [t('js-admin-stat-failed'), n(s.failed)],
    [t('js-admin-stat-cancelled'), n(s.cancelled)],
  ]);
  fillTable(
    $('#queue-body'),
    result.body.jobs.map((job) => {
      const active = job.status === 'queued' || job.status === 'processing';
      return el(
        'tr',
        { id: `admin-job-${job.job_id}` },
        el('td', {}, el('code', { text: job.job_id.slice(0, 10) })),
        el('td', { text: job.tool }),
        el('td', { text: job.source }),
        el('td', { class: `status status-${job.status}`, text: active ? t('js-status-stage', { status: statusText(job.status), stage: pct(job.progress) }) : statusText(job.status) }),
        el('td', { text: formatTime(job.created_at) }),
        el(
          'td',
          {},
          el('button', {
            type: 'button',
            class: 'small danger',
            text: t(job.status === 'queued' ? 'js-admin-cancel' : 'js-admin-delete'),
            'aria-label': t(job.status === 'queued' ? 'js-admin-cancel-job' : 'js-admin-delete-job', { job: job.job_id.slice(0, 10), tool: job.tool }),
            onclick: async () => {
              const r = await adminApi(`/jobs/${encodeURIComponent(job.job_id)}`, { method: 'DELETE' });
              if (r.status !== 200) return failed(r, t('js-admin-cancel'));
              say(t(job.status === 'queued' ? 'js-admin-job-cancelled' : 'js-admin-job-deleted', { job: job.job_id.slice(0, 10) }));
              await loadQueue();
            },
          }),
        ),
      );
    }),
    t('js-admin-no-jobs'),
  );
}

// ---- tools and flags ----

function switchControl(id, label, checked, onChange) {
  const input = el('input', { type: 'checkbox', id, checked: checked || undefined });
  input.addEventListener('change', () => onChange(input));
  return el('label', { class: 'switch', for: id }, input, el('span', { text: label }));
}

async function setFlag(path, name, input) {
  input.disabled = true;
  const r = await adminApi(path, { method: 'PUT', body: JSON.stringify({ enabled: input.checked }) });
  input.disabled = false;
  if (r.status !== 200) {
    input.checked = !input.checked;
    return failed(r, t('js-admin-flag'));
  }
  say(t(r.body.enabled ? 'js-admin-switched-on' : 'js-admin-switched-off', { name }));
  await loadTools();
}

async function loadTools() {
  const result = await adminApi('/tools');
  if (result.status !== 200) return failed(result, t('js-admin-tools'));
  const { days, categories } = result.body;
  tools = result.body.tools;
  $('#days-count').textContent = n(days.length);
  $('#category-flags').replaceChildren(
    ...categories
      .filter((c) => c.tools > 0)
      .map((c) =>
        el('li', {}, switchControl(`cat-${c.category}`, `${c.category} (${n(c.tools)})`, c.enabled, (input) => setFlag(`/flags/categories/${c.category}`, t('js-admin-category', { category: c.category }), input))),
      ),
  );
  renderTools(days);
}

function spark(tool, days) {
  const values = days.map((d) => tool.daily[d]?.tool_start ?? 0);
  const max = Math.max(1, ...values);
  const box = el('span', { class: 'spark', role: 'img', 'aria-label': t('js-admin-starts-per-day', { values: values.map(n).join(', ') }) });
  for (const v of values) {
    const bar = el('i');
    bar.style.height = `${Math.round((v / max) * 100)}%`;
    box.append(bar);
  }
  return box;
}

// 139 rows at once were most of the page's height: the table shows a page of them, the filter finds the rest.
const TOOLS_PER_PAGE = 20;
let toolsPage = 0;

function renderTools(days) {
  const filter = $('#tool-filter').value.toLowerCase().trim();
  const matching = tools.filter((t) => !filter || `${t.slug} ${t.title} ${t.category}`.toLowerCase().includes(filter));
  const pages = Math.max(1, Math.ceil(matching.length / TOOLS_PER_PAGE));
  toolsPage = Math.min(toolsPage, pages - 1);
  const first = toolsPage * TOOLS_PER_PAGE;
  const shown = matching.slice(first, first + TOOLS_PER_PAGE);
  $('#tools-pages').hidden = pages === 1;
  $('#tools-page-text').textContent = t('js-admin-page-range', { first: first + 1, last: first + shown.length, total: matching.length });
  $('#tools-prev').disabled = toolsPage === 0;
  $('#tools-next').disabled = toolsPage >= pages - 1;
  fillTable(
    $('#tools-body'),
    shown.map((t) =>
      el(
        'tr',
        { id: `admin-tool-${t.slug}` },
        el('th', { scope: 'row' }, t.title, el('div', { class: 'muted' }, el('code', { text: t.slug }))),
        el('td', { text: t.category }),
        el('td', { text: n(t.use_count) }),
        el('td', { text: n(t.tool_start) }),
        el('td', { text: n(t.error) }),
        el('td', {}, spark(t, days || Object.keys(t.daily))),
        el(
          'td',
          {},
          switchControl(`flag-${t.slug}`, t2(t.enabled ? 'js-admin-on' : t.flag ? 'js-admin-off-category' : 'js-admin-off'), t.flag, (input) => setFlag(`/flags/tools/${t.slug}`, t.title, input)),
        ),
      ),
    ),
    filter ? t('js-admin-no-tool-matches', { filter }) : t('js-admin-no-tools'),
  );
  lastDays = days;
}
let lastDays = null;
$('#tool-filter').addEventListener('input', () => {
  toolsPage = 0;
  renderTools(lastDays);
});
$('#tools-prev').addEventListener('click', () => {
  toolsPage -= 1;
  renderTools(lastDays);
});
$('#tools-next').addEventListener('click', () => {
  toolsPage += 1;
  renderTools(lastDays);
});

// ---- API keys ----

async function loadKeys() {
  const result = await adminApi('/keys');
  if (result.status !== 200) return failed(result, t('js-admin-keys'));
  fillTable(
    $('#keys-body'),
    result.body.keys.map((k) =>
      el(
        'tr',
        {},
        el('td', { text: k.label }),
        el('td', { text: when(k.created_at) }),
        el('td', { text: k.last_used_at ? when(k.last_used_at) : t('js-admin-never') }),
        el('td', { text: k.revoked_at ? t('js-admin-revoked-on', { date: day(k.revoked_at) }) : t('js-admin-active') }),
        el(
          'td',
          {},
          k.revoked_at
            ? null
            : el('button', {
                type: 'button',
                class: 'small danger',
                text: t('js-admin-revoke'),
                'aria-label': t('js-admin-revoke-key', { label: k.label }),
                onclick: async () => {
                  const r = await adminApi(`/keys/${encodeURIComponent(k.id)}`, { method: 'DELETE' });
                  if (r.status !== 200) return failed(r, t('js-admin-revoke'));
                  say(t('js-admin-key-revoked', { label: k.label }));
                  await loadKeys();
                },
              }),
        ),
      ),
    ),
    t('js-admin-no-keys'),
  );
}

$('#key-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const input = $('#key-label');
  const err = $('#err-label');
  err.hidden = true;
  input.removeAttribute('aria-invalid');
  const label = input.value.trim();
  if (!label) {
    err.textContent = t('js-admin-key-needs-label');
    err.hidden = false;
    input.setAttribute('aria-invalid', 'true');
    input.focus();
    return;
  }
  const r = await adminApi('/keys', { method: 'POST', body: JSON.stringify({ label }) });
  if (r.status !== 201) {
    if (r.status === 401 || r.status === 429) return failed(r, t('js-admin-create-key'));
    err.textContent = errorText(r.body, t('js-admin-key-not-created'));
    err.hidden = false;
    return;
  }
  $('#new-key-value').textContent = r.body.key;
  $('#new-key-secret').textContent = r.body.webhook_secret;
  $('#new-key').hidden = false;
  input.value = '';
  say(t('js-admin-key-created', { label: r.body.label }));
  await loadKeys();
});

// ---- webhooks ----

let keyLabels = new Map();

async function loadWebhooks() {
  const [result, keys] = await Promise.all([adminApi('/webhooks'), adminApi('/keys')]);
  if (result.status !== 200) return failed(result, t('js-admin-webhooks'));
  if (keys.status === 200) keyLabels = new Map(keys.body.keys.map((k) => [k.id, k.label]));
  const name = (id) => keyLabels.get(id) ?? id;
  fillTable(
    $('#webhook-keys-body'),
    result.body.keys.map((k) =>
      el(
        'tr',
        { class: k.paused ? 'paused' : '' },
        el('td', { text: name(k.key_id) }),
        el('td', { text: k.paused ? t('js-admin-paused-since', { date: when(k.paused_at) }) : t('js-admin-delivering') }),
        el('td', { text: n(k.failures) }),
        el(
          'td',
          {},
          k.paused
            ? el('button', {
                type: 'button',
                class: 'small',
                text: t('js-admin-resume'),
                'aria-label': t('js-admin-resume-key', { key: name(k.key_id) }),
                onclick: async () => {
                  const r = await adminApi(`/webhooks/keys/${encodeURIComponent(k.key_id)}/resume`, { method: 'POST' });
                  if (r.status !== 200) return failed(r, t('js-admin-resume'));
                  say(t('js-admin-resumed', { key: name(k.key_id) }));
                  await loadWebhooks();
                },
              })
            : null,
        ),
      ),
    ),
    t('js-admin-no-webhook-keys'),
  );
  fillTable(
    $('#deliveries-body'),
    result.body.keys.flatMap((k) =>
      k.deliveries.map((d) =>
        el(
          'tr',
          {},
          el('td', { text: name(k.key_id) }),
          el('td', {}, el('code', { text: d.id })),
          el('td', { text: d.type }),
          el('td', { text: t2(`js-admin-delivery-${d.state}`, d.state) }),
          el('td', { text: n(d.attempts) }),
          el('td', { text: d.last_status !== null ? String(d.last_status) : d.last_error ?? '—' }),
          el('td', { text: when(d.created_at) }),
          el(
            'td',
            {},
            el('button', {
              type: 'button',
              class: 'small',
              text: t('js-admin-replay'),
              'aria-label': t('js-admin-replay-delivery', { id: d.id }),
              onclick: async () => {
                const r = await adminApi(`/webhooks/deliveries/${encodeURIComponent(d.id)}/replay`, { method: 'POST' });
                if (r.status !== 200) return failed(r, t('js-admin-replay'));
                say(t('js-admin-replayed', { id: d.id }));
                await loadWebhooks();
              },
            }),
          ),
        ),
      ),
    ),
    t('js-admin-no-deliveries'),
  );
}

// ---- price cache ----

async function loadCache() {
  const result = await adminApi('/prices/cache');
  if (result.status !== 200) return failed(result, t('js-admin-price-cache'));
  const c = result.body;
  const clear = $('#cache-clear');
  if (!c.available) {
    stats($('#cache-stats'), [[t('js-admin-price-cache'), t('js-admin-unavailable')]]);
    clear.disabled = true;
    return;
  }
  stats($('#cache-stats'), [
    [t('js-admin-entries'), c.entries === null || c.entries === undefined ? t('js-admin-unknown') : n(c.entries)],
    [t('js-admin-hits'), n(c.hits)],
    [t('js-admin-misses'), n(c.misses)],
    [t('js-admin-hit-rate'), c.hit_rate === null ? '—' : pct(Math.round(c.hit_rate * 100))],
  ]);
  clear.disabled = !c.clearable;
}

$('#cache-clear').addEventListener('click', async () => {
  const r = await adminApi('/prices/cache', { method: 'DELETE' });
  if (r.status !== 200) return failed(r, t('js-admin-clear-cache'));
  say(t('js-admin-cache-cleared'));
  await loadCache();
});

if (token) {
  adminApi('/session').then((r) => (r.status === 200 ? open() : signOut(errorText(r.body, t('js-admin-sign-in-again')))));
} else {
  tokenInput.focus();
}
