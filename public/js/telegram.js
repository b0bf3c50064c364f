// The pages as a Telegram Mini App. Inside Telegram the page gets the launch data Telegram signed (in the address's
// fragment), hands it to POST /api/telegram/session so what it starts belongs to the user's chat with the bot,
// follows Telegram's colours, and shows Telegram's back button. Outside Telegram nothing here does anything.
// Talks to Telegram through its documented web events, without Telegram's script (our pages load only our own).
/* global window, document, location, history, sessionStorage, fetch, URLSearchParams */

const LAUNCH_KEY = 'telegram-launch';
const SESSION_KEY = 'telegram-session';
const WEB_CLIENT = 'https://web.telegram.org';

/** The launch as Telegram gave it on the first page, kept for the pages opened after it in the same webview. */
function launch() {
  const hash = new URLSearchParams(location.hash.slice(1));
  const data = hash.get('tgWebAppData');
  if (data) {
    const fresh = { data, theme: hash.get('tgWebAppThemeParams'), start: location.pathname + location.search };
    try {
      sessionStorage.setItem(LAUNCH_KEY, JSON.stringify(fresh));
      sessionStorage.removeItem(SESSION_KEY);
    } catch {
      // Storage refused: this page still works as a Mini App.
    }
    // The signed data stays out of the address bar and of any link copied from it.
    history.replaceState(history.state, '', location.pathname + location.search);
    return fresh;
  }
  try {
    return JSON.parse(sessionStorage.getItem(LAUNCH_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** A method call to the Telegram app: a proxy object in the mobile and desktop apps, a message to the web client. */
function postEvent(eventType, eventData = {}) {
  const proxy = window.TelegramWebviewProxy;
  if (proxy && typeof proxy.postEvent === 'function') proxy.postEvent(eventType, JSON.stringify(eventData));
  else if (window.parent !== window) window.parent.postMessage(JSON.stringify({ eventType, eventData }), WEB_CLIENT);
}

const COLOUR = /^#[0-9a-f]{6}$/i;

/** Telegram's theme over the site's own colour variables (CSSOM, which the page's style policy allows). */
function applyTheme(theme) {
  if (!theme || typeof theme !== 'object') return;
  const root = document.documentElement;
  const pick = (...keys) => keys.map((k) => theme[k]).find((c) => typeof c === 'string' && COLOUR.test(c));
  for (const [key, value] of Object.entries(theme)) {
    if (typeof value === 'string' && COLOUR.test(value)) root.style.setProperty(`--tg-theme-${key.replaceAll('_', '-')}`, value);
  }
  const site = {
    '--bg': pick('secondary_bg_color', 'bg_color'),
    '--surface': pick('section_bg_color', 'bg_color'),
    '--text': pick('text_color'),
    '--muted': pick('subtitle_text_color', 'hint_color'),
    '--border': pick('section_separator_color', 'hint_color'),
    '--accent': pick('button_color', 'link_color'),
    '--accent-text': pick('button_text_color'),
    '--danger': pick('destructive_text_color'),
  };
  for (const [name, value] of Object.entries(site)) if (value) root.style.setProperty(name, value);
  const bg = pick('bg_color');
  if (bg) {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(bg.slice(i, i + 2), 16));
    root.style.colorScheme = 0.2126 * r + 0.7152 * g + 0.0722 * b < 128 ? 'dark' : 'light';
  }
}

function onEvent(eventType, eventData) {
  if (eventType === 'back_button_pressed') history.back();
  else if (eventType === 'theme_changed' && eventData) applyTheme(eventData.theme_params);
}

async function openSession(data) {
  if (sessionStorage.getItem(SESSION_KEY) === 'open') return true;
  try {
    const res = await fetch('/api/telegram/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ init_data: data }),
    });
    if (!res.ok) return false;
    sessionStorage.setItem(SESSION_KEY, 'open');
    return true;
  } catch {
    return false;
  }
}

const started = launch();
if (started && started.data) {
  document.documentElement.classList.add('telegram-app');
  window.Telegram = window.Telegram ?? {};
  window.Telegram.WebView = { ...(window.Telegram.WebView ?? {}), receiveEvent: onEvent };
  window.addEventListener('message', (event) => {
    if (event.origin !== WEB_CLIENT || typeof event.data !== 'string') return;
    try {
      const message = JSON.parse(event.data);
      onEvent(message.eventType, message.eventData);
    } catch {
      // Not a Telegram event.
    }
  });
  try {
    applyTheme(JSON.parse(started.theme ?? 'null'));
  } catch {
    // No usable theme: the site's own colours stay.
  }
  postEvent('web_app_ready');
  postEvent('web_app_expand');
  postEvent('web_app_request_theme');
  // Back leads to the page the app was opened on; there the button would close nothing, so it hides.
  postEvent('web_app_setup_back_button', { is_visible: location.pathname + location.search !== started.start && history.length > 1 });
  // Launch data that fails the server's check leaves an ordinary page.
  openSession(started.data).then((open) => {
    const note = document.querySelector('.telegram-note');
    if (open && note) note.hidden = false;
  });
}
