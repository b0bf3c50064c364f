// "Save as recipe" on a tool page: the steps on the page, saved for this visitor (POST /api/recipes), with a share
// link to /r/<code> when asked for.
/* global location, URL */
import { $, api, el, errorText, t } from './common.js';

export function setUpRecipe({ steps }) {
  const form = $('#recipe-form');
  const name = $('#recipe-name');
  const shared = $('#recipe-shared');
  const save = $('#recipe-save');
  const nameError = $('#err-recipe-name');
  const formError = $('#err-recipe');
  const saved = $('#recipe-saved');

  function clear() {
    for (const p of [nameError, formError]) {
      p.hidden = true;
      p.textContent = '';
    }
    name.removeAttribute('aria-invalid');
  }

  function fail(target, message) {
    target.textContent = message;
    target.hidden = false;
    if (target === nameError) {
      name.setAttribute('aria-invalid', 'true');
      name.focus();
    } else {
      target.setAttribute('tabindex', '-1');
      target.focus();
    }
  }

  name.addEventListener('input', clear);

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    clear();
    saved.replaceChildren();
    if (!name.value.trim()) return fail(nameError, t('js-recipe-name-needed'));
    save.disabled = true;
    const { status, body } = await api('/api/recipes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: name.value.trim(), steps: steps(), shared: shared.checked }),
    });
    save.disabled = false;
    if (status !== 201 || !body?.recipe) {
      return fail(body?.field === 'name' ? nameError : formError, errorText(body, t('js-recipe-not-saved', { status })));
    }
    const { recipe } = body;
    const done = [t('js-recipe-saved', { name: recipe.name, count: recipe.steps.length })];
    if (recipe.share_url) {
      // The page the visitor is on is the address they can share, whatever BASE_URL says.
      const link = new URL(new URL(recipe.share_url).pathname, location.origin).href;
      done.push(` ${t('js-recipe-share-link')} `, el('a', { id: 'recipe-link', href: link, text: link }));
    }
    saved.replaceChildren(...done);
  });
}
