import Router from '@koa/router';
import type { RecipeService } from '../../../core/pipelines/recipe.service.js';
import type { AppState } from '../../app-state.js';
import { html } from '../html.js';
import { page } from '../layout.js';
import { jobPanel } from '../pages/job-panel.js';
import { setPageHeaders } from '../security.js';
import type { Translations } from '../../../core/i18n.ports.js';
import { englishOnly } from '../english-only.js';
import { pageTranslator } from '../language.js';

/**
 * `/r/<code>`: a shared recipe, read-only, with "use this recipe": the visitor's files go to POST /api/pipelines
 * under the recipe's code, as the visitor's own job. In the visitor's language (English without `translations`).
 */
export function createRecipePageRouter(recipes: RecipeService, assetsVersion: string, translations?: Translations): Router<AppState> {
  const router = new Router<AppState>();
  const english = englishOnly();
  router.get('/r/:code', async (ctx) => {
    const recipe = await recipes.shared(String(ctx.params.code));
    const steps = recipe.steps.map((s) => {
      const params = Object.entries(s.params).map(([k, v]) => `${k}=${String(v)}`).join(' ');
      // The list numbers the steps itself.
      return html`<li><strong>${s.tool}</strong>${params ? html` <code>${params}</code>` : ''}</li>`;
    });
    const tr = translations ? pageTranslator(ctx, translations) : english;
    setPageHeaders(ctx);
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page({
      title: tr.t('web-recipe-page-title', { name: recipe.name }),
      tr,
      section: 'tools',
      version: assetsVersion,
      script: 'recipe-page.js',
      // Without the script the form still works: the answer waits for the job and redirects to its download.
      body: html`<h1>${tr.t('web-recipe-page-title', { name: recipe.name })}</h1>
<p>${tr.t('web-recipe-page-steps', { count: recipe.steps.length })}</p>
<ol class="recipe-steps">${steps}</ol>
<form id="use-recipe" class="use-recipe" method="post" action="/api/pipelines?wait=60&amp;redirect=1" enctype="multipart/form-data">
  <input type="hidden" name="recipe" value="${recipe.code ?? ''}">
  <div class="field">
    <label for="recipe-files">${tr.t('web-recipe-page-files')}</label>
    <input id="recipe-files" type="file" name="file" multiple required aria-describedby="err-recipe-files">
    <p id="err-recipe-files" class="field-error" hidden></p>
  </div>
  <div class="form-actions"><button id="recipe-start" type="submit" class="primary">${tr.t('web-recipe-page-use')}</button></div>
</form>
${jobPanel(tr, tr.t('web-recipe-page-again'))}`,
    });
  });
  return router;
}
