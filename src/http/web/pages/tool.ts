import type { ToolInfo } from '../../../core/tools/tool.registry.js';
import { CATEGORY_LABELS } from '../categories.js';
import { html, type Html } from '../html.js';
import { fieldsFromSchema, type FormField } from '../tool-form.js';
import { jobPanel } from './job-panel.js';

/**
 * The same form on a one-time upload link's page (issue 40): it posts to the link, offers no further steps or
 * recipes (the job is the chat user's, followed in their chat), and says so once the upload is in.
 */
export interface LinkForm {
  action: string;
  /** Parameters the link was made with: the form starts from them. */
  params: Record<string, string>;
  sent: string;
}

/**
 * A tool's page: input (file or link), parameters from its schema, "then…" for more steps, and the job panel the
 * script fills in. `takesMany`: the tool takes every file at once (a merge), so the drop zone takes several.
 */
export function toolBody(
  info: ToolInfo,
  disabled: string | null,
  maxUploadMb: number,
  takesMany = false,
  link?: LinkForm,
  kind: 'video' | 'web' = 'video',
): Html {
  const fields = fieldsFromSchema(info.params).map((f) => (link?.params[f.name] !== undefined ? { ...f, default: link.params[f.name] } : f));
  const isUrl = info.kind === 'url';
  return html`<nav class="breadcrumb" aria-label="Breadcrumb">
  <ol>
    <li><a href="/">Tools</a></li>
    <li><a href="/#cat-${info.category}">${CATEGORY_LABELS[info.category]}</a></li>
    <li aria-current="page">${info.title}</li>
  </ol>
</nav>
<h1>${info.title}</h1>
<p class="lead">${info.description}</p>
${disabled ? html`<p class="notice notice-off" id="tool-disabled">This tool is disabled on this server right now. Try again later.</p>` : ''}
<noscript><p class="notice">This page needs JavaScript to upload files and follow the job. The <a href="/docs">HTTP API</a> works without it.</p></noscript>
<form id="tool-form" class="tool-form" action="${link ? link.action : isUrl ? '/api/jobs' : '/upload'}" method="post" enctype="multipart/form-data" novalidate>
  <input type="hidden" name="tool" value="${info.slug}">
  <fieldset>
    <legend>${isUrl ? (kind === 'web' ? 'Web page' : 'Video link') : 'Your file'}</legend>
    ${isUrl ? (kind === 'web' ? pageInput() : urlInput()) : fileInput(info, maxUploadMb, takesMany)}
  </fieldset>
  ${
    fields.length > 0
      ? html`<fieldset>
    <legend id="options-legend">Options</legend>
    <div class="fields">${fields.map(field)}</div>
  </fieldset>`
      : html`<p id="no-options" class="muted">This tool has no options.</p>`
  }
  ${link ? '' : html`<div id="steps"></div>
  ${thenPicker()}`}
  <p id="err-form" class="form-error" role="alert" hidden></p>
  <div class="form-actions">
    <button id="start" type="submit" class="primary"${disabled ? html` disabled aria-describedby="tool-disabled"` : ''}>Start</button>
  </div>
</form>
${link ? linkSent(link.sent) : recipeForm()}
${jobPanel()}
${link ? '' : html`<p class="muted">Your jobs are listed under <a href="/jobs">My jobs</a> until they expire.</p>`}`;
}

/** Shown by the script in place of the form once an upload through a one-time link was taken. */
export function linkSent(text: string): Html {
  return html`<p id="link-sent" class="notice" role="status" tabindex="-1" hidden>${text}</p>`;
}

/**
 * "Then…": another tool on the result. The script fills the list from GET /api/web/next-tools and shows the control;
 * without the script the page stays a one-tool form.
 */
function thenPicker(): Html {
  return html`<div id="then" class="then" hidden>
    <button id="then-open" type="button" aria-expanded="false" aria-controls="then-picker">Then…</button>
    <div id="then-picker" class="then-picker" hidden>
      <label for="then-tool">Next step, run on what the step above makes</label>
      <div class="then-row">
        <select id="then-tool" aria-describedby="then-status"></select>
        <button id="then-add" type="button">Add step</button>
      </div>
    </div>
    <p id="then-status" class="hint" role="status" aria-live="polite"></p>
  </div>`;
}

/** Saves the steps on the page as a recipe (POST /api/recipes); shown by the script once there are several steps. */
function recipeForm(): Html {
  return html`<section id="recipe" class="recipe-panel" aria-labelledby="recipe-title" hidden>
  <h2 id="recipe-title">Save as recipe</h2>
  <form id="recipe-form" novalidate>
    <p class="hint">Keeps these steps and their options under a name, to run again on other files (POST /api/pipelines with <code>recipe</code>).</p>
    <div class="field">
      <label for="recipe-name">Recipe name <span class="req">(required)</span></label>
      <input id="recipe-name" name="name" type="text" maxlength="60" autocomplete="off" required aria-describedby="recipe-name-hint err-recipe-name">
      <p id="recipe-name-hint" class="hint">Up to 60 letters, digits, spaces, dots, dashes or underscores.</p>
      <p id="err-recipe-name" class="field-error" hidden></p>
    </div>
    <label for="recipe-shared" class="switch"><input id="recipe-shared" name="shared" type="checkbox"> Share: anyone with the link can run it on their own files</label>
    <p id="err-recipe" class="form-error" role="alert" hidden></p>
    <div class="form-actions"><button id="recipe-save" type="submit">Save recipe</button></div>
    <p id="recipe-saved" class="recipe-saved" role="status" aria-live="polite"></p>
  </form>
</section>`;
}

export function fileInput(info: Pick<ToolInfo, 'accepts'>, maxUploadMb: number, many: boolean): Html {
  return html`<div id="dropzone" class="dropzone">
      <label for="file" class="dropzone-label"><strong id="file-choose">${many ? 'Choose files' : 'Choose a file'}</strong> <span id="file-drop">${many ? 'or drop them here' : 'or drop it here'}</span></label>
      <input id="file" name="file" type="file"${many ? html` multiple` : ''} accept="${pickerAccept(info.accepts)}" aria-describedby="file-hint err-file">
      <p id="file-name" class="file-name" aria-live="polite"></p>
      <p id="file-hint" class="hint">Accepted: ${info.accepts.map(shortType).join(', ')}. Up to ${maxUploadMb} MB.</p>
      <p id="err-file" class="field-error" hidden></p>
    </div>`;
}

function urlInput(): Html {
  return html`<div class="field">
      <label for="url">Link to one video</label>
      <input id="url" name="url" type="url" inputmode="url" autocomplete="off" placeholder="https://www.youtube.com/watch?v=…" aria-describedby="url-hint err-url">
      <p id="url-hint" class="hint">Paste the full address of the video page.</p>
      <p id="err-url" class="field-error" hidden></p>
    </div>`;
}

function pageInput(): Html {
  return html`<div class="field">
      <label for="url">Address of the page</label>
      <input id="url" name="url" type="url" inputmode="url" autocomplete="off" placeholder="https://example.com/article" aria-describedby="url-hint err-url">
      <p id="url-hint" class="hint">Paste the full address (http or https) of a public web page.</p>
      <p id="err-url" class="field-error" hidden></p>
    </div>`;
}

function field(f: FormField): Html {
  const id = `p-${f.name}`;
  const describedBy = `${id}-hint err-${f.name}`;
  let control: Html;
  if (f.control === 'select') {
    control = html`<select id="${id}" name="${f.name}" aria-describedby="${describedBy}">
        ${f.options!.map((o) => html`<option value="${o}"${o === f.default ? html` selected` : ''}>${o}</option>`)}
      </select>`;
  } else if (f.control === 'number') {
    control = html`<input id="${id}" name="${f.name}" type="number" inputmode="decimal"${f.min !== undefined ? html` min="${f.min}"` : ''}${f.max !== undefined ? html` max="${f.max}"` : ''} step="${f.step ?? 'any'}"${f.default !== undefined ? html` value="${f.default}"` : ''}${f.required ? html` required` : ''} aria-describedby="${describedBy}">`;
  } else {
    control = html`<input id="${id}" name="${f.name}" type="text"${f.default !== undefined ? html` value="${f.default}"` : ''}${f.required ? html` required` : ''} aria-describedby="${describedBy}">`;
  }
  const hint = [f.description, f.hint].filter(Boolean).join('. ');
  return html`<div class="field">
      <label for="${id}">${f.label}${f.required ? html` <span class="req">(required)</span>` : ''}</label>
      ${control}
      <p id="${id}-hint" class="hint">${hint}</p>
      <p id="err-${f.name}" class="field-error" hidden></p>
    </div>`;
}

const SHORT_TYPES: Record<string, string> = {
  'image/x-icon': 'ICO',
  'image/vnd.microsoft.icon': 'ICO',
  'image/svg+xml': 'SVG',
  'text/plain': 'Text',
  'audio/mpeg': 'MP3',
  'video/quicktime': 'MOV',
  'video/x-matroska': 'MKV',
  'application/pdf': 'PDF',
  'application/epub+zip': 'EPUB',
  'application/x-mobipocket-ebook': 'MOBI',
  'application/x-fictionbook+xml': 'FB2',
  'application/vnd.comicbook+zip': 'CBZ',
  'message/rfc822': 'EML',
};

/**
 * File-name endings the picker offers besides the MIME types: browsers filter a file dialog by the types the system
 * knows, and most systems know no type for an FB2, a CBZ or a TOML file, which would then not be offered at all.
 */
const PICKER_ENDINGS: Record<string, string> = {
  'application/epub+zip': '.epub',
  'application/x-mobipocket-ebook': '.mobi,.azw',
  'application/x-fictionbook+xml': '.fb2',
  'application/vnd.comicbook+zip': '.cbz',
  'message/rfc822': '.eml',
  'application/json': '.json',
  'application/yaml': '.yaml,.yml',
  'application/toml': '.toml',
  'application/xml': '.xml',
  'text/csv': '.csv,.tsv',
};

function pickerAccept(accepts: readonly string[]): string {
  return [...accepts, ...accepts.flatMap((m) => (PICKER_ENDINGS[m] ? [PICKER_ENDINGS[m]] : []))].join(',');
}

function shortType(mime: string): string {
  if (SHORT_TYPES[mime]) return SHORT_TYPES[mime];
  const sub = mime.split('/')[1] ?? mime;
  return sub.replace(/^x-/, '').replace('+xml', '').replace('vnd.', '').toUpperCase();
}
