import type { Translator } from '../../../core/i18n.ports.js';
import { takesAnyFile } from '../../../core/tools/accepts.js';
import type { ToolInfo } from '../../../core/tools/tool.registry.js';
import { html, type Html } from '../html.js';
import { fieldHint, fieldsFromSchema, type FormField } from '../tool-form.js';
import { jobPanel } from './job-panel.js';
import { wordsAround } from '../words.js';
import { localParamSchema, localTool } from '../../../i18n/tool-words.js';
import { TARGET_SIZE_PRESET_NAMES, TARGET_SIZE_PRESETS } from '../../../core/tools/target-size-presets.js';

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

/** How a tool's page is shown: on an upload link's page (`link`), and what a url tool asks for (`kind`). */
export interface ToolPageOptions {
  link?: LinkForm;
  /** A url tool's links: a video link (the default) or any web page address. */
  kind?: 'video' | 'web';
}

/**
 * A tool's page: input (file or link), parameters from its schema, "then…" for more steps, and the job panel the
 * script fills in, in the page's language. `takesMany`: the tool takes every file at once (a merge), so the drop
 * zone takes several.
 */
export function toolBody(english: ToolInfo, disabled: string | null, maxUploadMb: number, takesMany: boolean, tr: Translator, opts: ToolPageOptions = {}): Html {
  const { link, kind = 'video' } = opts;
  const info = localTool(tr, english);
  const fields = fieldsFromSchema(localParamSchema(tr, info.slug, info.params), tr).map((f) => (link?.params[f.name] !== undefined ? { ...f, default: link.params[f.name] } : f));
  const isUrl = info.kind === 'url';
  return html`<nav class="breadcrumb" aria-label="${tr.t('web-tool-breadcrumb')}">
  <ol>
    <li><a href="/">${tr.t('web-nav-tools')}</a></li>
    <li><a href="/#cat-${info.category}">${tr.t(`category-${info.category}`)}</a></li>
    <li aria-current="page">${info.title}</li>
  </ol>
</nav>
<h1>${info.title}</h1>
<p class="lead">${info.description}</p>
${disabled ? html`<p class="notice notice-off" id="tool-disabled">${tr.t('web-tool-disabled')}</p>` : ''}
<noscript><p class="notice">${wordsAround(tr, 'web-tool-noscript', 'api', html`<a href="/docs">${tr.t('web-tool-noscript-api')}</a>`)}</p></noscript>
<form id="tool-form" class="tool-form" action="${link ? link.action : isUrl ? '/api/jobs' : '/upload'}" method="post" enctype="multipart/form-data" novalidate>
  <input type="hidden" name="tool" value="${info.slug}">
  <fieldset>
    <legend>${tr.t(isUrl ? (kind === 'web' ? 'web-page-legend' : 'web-tool-video-link') : 'web-tool-your-file')}</legend>
    ${isUrl ? (kind === 'web' ? pageInput(tr) : urlInput(tr)) : fileInput(info, maxUploadMb, takesMany, tr)}
  </fieldset>
  ${
    fields.length > 0
      ? html`<fieldset>
    <legend id="options-legend">${tr.t('web-tool-options')}</legend>
    <div class="fields">${fields.map((f) => field(f, tr))}</div>
  </fieldset>`
      : html`<p id="no-options" class="muted">${tr.t('web-tool-no-options')}</p>`
  }
  ${link ? '' : html`<div id="steps"></div>
  ${thenPicker(tr)}`}
  <p id="err-form" class="form-error" role="alert" hidden></p>
  <div class="form-actions">
    <button id="start" type="submit" class="primary"${disabled ? html` disabled aria-describedby="tool-disabled"` : ''}>${tr.t('web-tool-start')}</button>
  </div>
</form>
${link ? linkSent(link.sent) : recipeForm(tr)}
${jobPanel(tr)}
${link ? '' : html`<p class="muted">${wordsAround(tr, 'web-tool-jobs-listed', 'jobs', html`<a href="/jobs">${tr.t('web-nav-jobs')}</a>`)}</p>`}`;
}

/** Shown by the script in place of the form once an upload through a one-time link was taken. */
export function linkSent(text: string): Html {
  return html`<p id="link-sent" class="notice" role="status" tabindex="-1" hidden>${text}</p>`;
}

/**
 * "Then…": another tool on the result. The script fills the list from GET /api/web/next-tools and shows the control;
 * without the script the page stays a one-tool form.
 */
function thenPicker(tr: Translator): Html {
  return html`<div id="then" class="then" hidden>
    <button id="then-open" type="button" aria-expanded="false" aria-controls="then-picker">${tr.t('web-tool-then')}</button>
    <div id="then-picker" class="then-picker" hidden>
      <label for="then-tool">${tr.t('web-tool-then-label')}</label>
      <div class="then-row">
        <select id="then-tool" aria-describedby="then-status"></select>
        <button id="then-add" type="button">${tr.t('web-tool-then-add')}</button>
      </div>
    </div>
    <p id="then-status" class="hint" role="status" aria-live="polite"></p>
  </div>`;
}

/** Saves the steps on the page as a recipe (POST /api/recipes); shown by the script once there are several steps. */
function recipeForm(tr: Translator): Html {
  return html`<section id="recipe" class="recipe-panel" aria-labelledby="recipe-title" hidden>
  <h2 id="recipe-title">${tr.t('web-recipe-title')}</h2>
  <form id="recipe-form" novalidate>
    <p class="hint">${wordsAround(tr, 'web-recipe-hint', 'field', html`<code>recipe</code>`)}</p>
    <div class="field">
      <label for="recipe-name">${tr.t('web-recipe-name')} <span class="req">${tr.t('web-required')}</span></label>
      <input id="recipe-name" name="name" type="text" maxlength="60" autocomplete="off" required aria-describedby="recipe-name-hint err-recipe-name">
      <p id="recipe-name-hint" class="hint">${tr.t('web-recipe-name-hint')}</p>
      <p id="err-recipe-name" class="field-error" hidden></p>
    </div>
    <label for="recipe-shared" class="switch"><input id="recipe-shared" name="shared" type="checkbox"> ${tr.t('web-recipe-share')}</label>
    <p id="err-recipe" class="form-error" role="alert" hidden></p>
    <div class="form-actions"><button id="recipe-save" type="submit">${tr.t('web-recipe-save')}</button></div>
    <p id="recipe-saved" class="recipe-saved" role="status" aria-live="polite"></p>
  </form>
</section>`;
}

export function fileInput(info: Pick<ToolInfo, 'accepts'>, maxUploadMb: number, many: boolean, tr: Translator): Html {
  // A tool that takes any file gets a picker without a filter: an accept list would hide the files it takes.
  const anyFile = takesAnyFile(info.accepts);
  return html`<div id="dropzone" class="dropzone">
      <label for="file" class="dropzone-label"><strong id="file-choose">${tr.t(many ? 'web-file-choose-many' : 'web-file-choose')}</strong> <span id="file-drop">${tr.t(many ? 'web-file-drop-many' : 'web-file-drop')}</span></label>
      <input id="file" name="file" type="file"${many ? html` multiple` : ''}${anyFile ? '' : html` accept="${pickerAccept(info.accepts)}"`} aria-describedby="file-hint err-file">
      <p id="file-name" class="file-name" aria-live="polite"></p>
      <p id="file-hint" class="hint">${anyFile ? tr.t('web-file-hint-any', { size: tr.number(maxUploadMb) }) : tr.t('web-file-hint', { types: info.accepts.map(shortType).join(', '), size: tr.number(maxUploadMb) })}</p>
      <p id="err-file" class="field-error" hidden></p>
    </div>`;
}

function urlInput(tr: Translator): Html {
  return html`<div class="field">
      <label for="url">${tr.t('web-url-label')}</label>
      <input id="url" name="url" type="url" inputmode="url" autocomplete="off" placeholder="https://www.youtube.com/watch?v=…" aria-describedby="url-hint err-url">
      <p id="url-hint" class="hint">${tr.t('web-url-hint')}</p>
      <p id="err-url" class="field-error" hidden></p>
    </div>`;
}

/** A web-capture tool's address field; `data-kind` tells the page script which words its own check uses. */
function pageInput(tr: Translator): Html {
  return html`<div class="field">
      <label for="url">${tr.t('web-page-label')}</label>
      <input id="url" name="url" type="url" inputmode="url" autocomplete="off" placeholder="${tr.t('web-page-placeholder')}" data-kind="web" aria-describedby="url-hint err-url">
      <p id="url-hint" class="hint">${tr.t('web-page-hint')}</p>
      <p id="err-url" class="field-error" hidden></p>
    </div>`;
}

function field(f: FormField, tr: Translator): Html {
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
  const hint = fieldHint(f, tr);
  return html`<div class="field">
      <label for="${id}">${f.label}${f.required ? html` <span class="req">${tr.t('web-required')}</span>` : ''}</label>
      ${control}
      ${f.name === 'target_size' ? sizePresets(id, f.default, tr) : ''}
      <p id="${id}-hint" class="hint">${hint}</p>
      <p id="err-${f.name}" class="field-error" hidden></p>
    </div>`;
}

/**
 * "Make it fit" in one press (issue 39): each preset's button fills the `target_size` field with its name (the
 * script does; without it the buttons do nothing and the field is typed). Sizes in megabytes, as the limits are
 * quoted, so 10 MiB shows as 10.5 MB.
 */
function sizePresets(fieldId: string, value: FormField['default'], tr: Translator): Html {
  return html`<div class="size-presets" role="group" aria-label="${tr.t('web-size-presets')}">
        ${TARGET_SIZE_PRESET_NAMES.map(
          (name) =>
            html`<button type="button" class="size-preset" data-fill="${fieldId}" data-value="${name}" aria-pressed="${String(value === name)}">${tr.t('web-size-preset', { name: tr.t(`web-size-preset-${name}`), size: tr.number(Math.round(TARGET_SIZE_PRESETS[name] / 100_000) / 10) })}</button>`,
        )}
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
  'image/heic-sequence': 'HEIC',
  'image/heif-sequence': 'HEIF',
  'image/x-canon-cr2': 'CR2',
  'image/x-canon-cr3': 'CR3',
  'image/x-nikon-nef': 'NEF',
  'image/x-sony-arw': 'ARW',
  'image/x-adobe-dng': 'DNG',
  'image/x-fujifilm-raf': 'RAF',
  'image/x-olympus-orf': 'ORF',
  'image/x-panasonic-rw2': 'RW2',
};

function shortType(mime: string): string {
  if (SHORT_TYPES[mime]) return SHORT_TYPES[mime];
  const sub = mime.split('/')[1] ?? mime;
  return sub.replace(/^x-/, '').replace('+xml', '').replace('vnd.', '').toUpperCase();
}

/**
 * File-name endings the picker offers besides the MIME types: browsers filter a file dialog by the types the system
 * knows, and most systems know no type for an FB2, a CBZ or a TOML file, which would then not be offered at all.
 */
const PICKER_ENDINGS: Record<string, string> = {
  'application/epub+zip': '.epub',
  'application/x-mobipocket-ebook': '.mobi,.azw',
  'application/x-fictionbook+xml': '.fb2',
  'application/vnd.comicbook+zip': '.cbz',
  // A CBR comic is a RAR archive, which few systems name by type.
  'application/x-rar-compressed': '.cbr,.rar',
  'message/rfc822': '.eml',
  'image/heic': '.heic',
  'image/heif': '.heif',
  'image/jxl': '.jxl',
  'image/x-canon-cr2': '.cr2',
  'image/x-canon-cr3': '.cr3',
  'image/x-nikon-nef': '.nef',
  'image/x-sony-arw': '.arw',
  'image/x-adobe-dng': '.dng',
  'image/x-fujifilm-raf': '.raf',
  'image/x-olympus-orf': '.orf',
  'image/x-panasonic-rw2': '.rw2',
  'application/json': '.json',
  'application/yaml': '.yaml,.yml',
  'application/toml': '.toml',
  // Archives archive-to-zip reads that few systems name by type.
  'application/x-7z-compressed': '.7z',
  'application/x-xz': '.xz,.txz',
  'application/zstd': '.zst,.tzst',
  'application/xml': '.xml',
  'text/csv': '.csv,.tsv',
};

function pickerAccept(accepts: readonly string[]): string {
  return [...accepts, ...accepts.flatMap((m) => (PICKER_ENDINGS[m] ? [PICKER_ENDINGS[m]] : []))].join(',');
}
