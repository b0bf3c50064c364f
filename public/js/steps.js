// The steps after a tool page's first one: "then…" offers the tools that take what the chain makes (the server
// decides, since a step's output can hang on its options), and each added step gets a form like the first tool's.
/* global CSS, FormData */
import { $, api, el, t } from './common.js';

/**
 * Sets up "then…" on a tool page. `onChange` runs after a step is added or removed; `onRefusal(body)` shows a
 * refusal of the steps so far (the server names the step and field at fault).
 */
export function setUpSteps({ slug, form, onChange, onRefusal }) {
  const box = $('#then');
  const openButton = $('#then-open');
  const picker = $('#then-picker');
  const select = $('#then-tool');
  const addButton = $('#then-add');
  const status = $('#then-status');
  const list = $('#steps');
  const added = []; // { key, slug, title, fields, node }
  let offered = new Map();
  let counter = 0;
  box.hidden = false;

  /** The first tool's options: the form's own named controls, blanks left out (they mean "not given"). */
  function firstParams() {
    const out = {};
    for (const [name, value] of new FormData(form)) {
      if (name === 'tool' || name === 'file' || name === 'url' || typeof value !== 'string' || value === '') continue;
      out[name] = value;
    }
    return out;
  }

  function paramsOf(step) {
    const out = {};
    for (const f of step.fields) {
      const control = $(`#${step.key}-p-${CSS.escape(f.name)}`);
      if (control && control.value !== '') out[f.name] = control.value;
    }
    return out;
  }

  /** The steps as POST /api/pipelines and POST /api/recipes take them. */
  function steps() {
    return [{ tool: slug, ...firstParams() }, ...added.map((s) => ({ tool: s.slug, ...paramsOf(s) }))];
  }

  function closePicker() {
    picker.hidden = true;
    openButton.setAttribute('aria-expanded', 'false');
  }

  openButton.addEventListener('click', async () => {
    if (!picker.hidden) return closePicker();
    openButton.disabled = true;
    status.textContent = t('js-steps-finding');
    const { status: code, body } = await api(`/api/web/next-tools?steps=${encodeURIComponent(JSON.stringify(steps()))}`);
    openButton.disabled = false;
    if (code !== 200) {
      status.textContent = '';
      onRefusal(body || {}, code);
      return;
    }
    offered = new Map(body.tools.map((t) => [t.slug, t]));
    if (body.tools.length === 0) {
      status.textContent = t('js-steps-none');
      return;
    }
    select.replaceChildren(...body.tools.map((tool) => el('option', { value: tool.slug, text: tool.title })));
    picker.hidden = false;
    openButton.setAttribute('aria-expanded', 'true');
    status.textContent = t('js-steps-count', { count: body.tools.length });
    select.focus();
  });

  addButton.addEventListener('click', () => {
    const tool = offered.get(select.value);
    if (!tool) return;
    counter += 1;
    const step = { key: `st${counter}`, slug: tool.slug, title: tool.title, fields: tool.fields, node: null };
    step.node = stepFieldset(step, tool);
    list.append(step.node);
    added.push(step);
    closePicker();
    renumber();
    onChange();
    status.textContent = t('js-steps-added', { step: added.length + 1, title: tool.title });
    const first = step.node.querySelector('input, select');
    (first || step.node.querySelector('[data-remove]')).focus();
  });

  list.addEventListener('click', (e) => {
    const button = e.target.closest('[data-remove]');
    if (!button) return;
    const i = added.findIndex((s) => s.key === button.dataset.remove);
    if (i < 0) return;
    const [gone] = added.splice(i, 1);
    gone.node.remove();
    closePicker();
    renumber();
    onChange();
    status.textContent = t('js-steps-removed', { title: gone.title });
    const next = added[i] || added[i - 1];
    (next ? next.node.querySelector('[data-remove]') : openButton).focus();
  });

  picker.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    closePicker();
    openButton.focus();
  });

  // A changed option can change what a step makes, so a list already shown may be out of date.
  form.addEventListener('change', (e) => {
    if (e.target !== select) closePicker();
  });

  function renumber() {
    added.forEach((step, i) => {
      const n = i + 2;
      step.node.querySelector('legend').textContent = t('js-steps-legend', { step: n, title: step.title });
      step.node.querySelector('[data-remove]').setAttribute('aria-label', t('js-steps-remove-label', { step: n, title: step.title }));
    });
  }

  /** Shows a refusal about step `index` (0-based, at least 1) next to its field; false when there is no such step. */
  function showStepError(index, field, message) {
    const step = added[index - 1];
    if (!step) return false;
    const fieldTarget = field ? $(`#${step.key}-err-${CSS.escape(field)}`) : null;
    const target = fieldTarget || $(`#${step.key}-err`);
    target.textContent = message;
    target.hidden = false;
    const control = fieldTarget ? $(`#${step.key}-p-${CSS.escape(field)}`) : null;
    if (control) {
      control.setAttribute('aria-invalid', 'true');
      control.focus();
    } else {
      target.setAttribute('tabindex', '-1');
      target.focus();
    }
    return true;
  }

  return { count: () => added.length + 1, steps, showStepError };
}

function stepFieldset(step, tool) {
  const fields = tool.fields.map((f) => fieldNode(step.key, f));
  return el(
    'fieldset',
    { id: step.key, class: 'step', 'data-tool': tool.slug },
    el('legend'),
    el('p', { class: 'hint step-desc', text: tool.description }),
    fields.length > 0 ? el('div', { class: 'fields' }, fields) : el('p', { class: 'muted', text: t('js-steps-no-options') }),
    el('p', { id: `${step.key}-err`, class: 'field-error', hidden: true }),
    el('div', { class: 'step-actions' }, el('button', { type: 'button', class: 'small', 'data-remove': step.key, text: t('js-steps-remove') })),
  );
}

/** One control from the server's description of a parameter, as the page draws the first tool's. */
function fieldNode(key, f) {
  const id = `${key}-p-${f.name}`;
  const describedBy = `${id}-hint ${key}-err-${f.name}`;
  let control;
  if (f.control === 'select') {
    control = el('select', { id, 'aria-describedby': describedBy }, (f.options || []).map((o) => el('option', { value: o, selected: o === f.default, text: o })));
  } else if (f.control === 'number') {
    control = el('input', {
      id, type: 'number', inputmode: 'decimal', min: f.min, max: f.max, step: f.step || 'any', value: f.default, required: f.required,
      'aria-describedby': describedBy,
    });
  } else {
    control = el('input', { id, type: 'text', value: f.default, required: f.required, 'aria-describedby': describedBy });
  }
  const hint = [f.description, f.hint].filter(Boolean).join('. ');
  return el(
    'div',
    { class: 'field' },
    el('label', { for: id }, f.label, f.required ? [' ', el('span', { class: 'req', text: t('js-required') })] : null),
    control,
    el('p', { id: `${id}-hint`, class: 'hint', text: hint }),
    el('p', { id: `${key}-err-${f.name}`, class: 'field-error', hidden: true }),
  );
}
