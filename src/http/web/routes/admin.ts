import { jobView } from '../../../wire/job-wire.js';
import Router from '@koa/router';
import type { AppState } from '../../app-state.js';
import type Koa from 'koa';
import { koaBody } from 'koa-body';
import { AdminAuth } from '../../../core/admin/admin-auth.js';
import type { PriceCacheView } from '../../../core/admin/price-cache.ports.js';
import { AppError } from '../../../core/errors.js';
import { TOOL_CATEGORIES } from '../../../core/tools/tool.types.js';
import type { HttpDeps } from '../../deps.js';
import { CategoryParam, DaysQuery, FlagBody, JobIdParam, KeyCreateBody, KeyIdParam, SlugParam } from '../openapi/schemas.js';
import { parseWith } from '../validate.js';
import { addWebhookAdminRoutes } from './admin-webhooks.js';

/** What the admin panel's API uses of the root's services. */
export type AdminServices = Pick<HttpDeps, 'config' | 'admin' | 'flags' | 'jobs' | 'sessions' | 'tools' | 'adminFailures' | 'log' | 'webhooks'>;

export interface AdminRouterDeps {
  services: AdminServices;
  /** Absent until the composition root provides it. */
  priceCache?: PriceCacheView;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The admin JSON API under /api/admin: every route needs `Authorization: Bearer <ADMIN_TOKEN>`. Failed
 * tokens count toward a lock-out per client address, in the lock the root built (fleet-wide in a fleet).
 */
export function createAdminRouter({ services, priceCache }: AdminRouterDeps): Router<AppState> {
  const { config, admin, flags, jobs, sessions, tools } = services;
  const auth = new AdminAuth(config.ADMIN_TOKEN, services.adminFailures);
  const router = new Router<AppState>({ prefix: '/api/admin' });
  const json = koaBody({ json: true, urlencoded: false, text: false, multipart: false, jsonLimit: '8kb' });

  const requireAdmin: Koa.Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    const m = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'));
    try {
      await auth.check(ctx.ip, m ? m[1] : null);
    } catch (err) {
      if (err instanceof AppError && err.code === 'unauthorized' && auth.enabled) {
        ctx.set('WWW-Authenticate', 'Bearer realm="admin"');
      }
      throw err;
    }
    await next();
  };

  router.get('/session', requireAdmin, (ctx) => {
    ctx.body = { ok: true, admin: true, tools: tools.all().length };
  });

  router.get('/tools', requireAdmin, async (ctx) => {
    const { days } = parseWith(DaysQuery, ctx.query);
    const { report, uses, flags: state, disabled } = await admin.toolStatistics(days);
    const all = tools.all();
    ctx.body = {
      ok: true,
      days: report.days,
      totals: report.totals,
      categories: TOOL_CATEGORIES.map((category) => ({
        category,
        enabled: state.categories[category] !== false,
        tools: all.filter((t) => t.category === category).length,
      })),
      tools: all.map((t) => {
        const activity = report.tools[t.slug];
        return {
          slug: t.slug,
          title: t.title,
          category: t.category,
          kind: t.kind,
          enabled: disabled(t.slug, t.category, t.kind) === null,
          flag: state.tools[t.slug] !== false,
          use_count: uses[t.slug] ?? 0,
          tool_start: activity?.tool_start ?? 0,
          error: activity?.error ?? 0,
          daily: activity?.daily ?? {},
        };
      }),
    };
  });

  router.put('/flags/tools/:slug', requireAdmin, json, async (ctx) => {
    const slug = parseWith(SlugParam, ctx.params.slug, 'not_found');
    if (!tools.get(slug)) throw new AppError('not_found', 'No such tool.');
    const { enabled } = parseWith(FlagBody, ctx.request.body);
    await flags.setTool(slug, enabled);
    services.log.info({ slug, enabled }, 'admin: tool flag');
    ctx.body = { ok: true, name: slug, enabled };
  });

  router.put('/flags/categories/:category', requireAdmin, json, async (ctx) => {
    const category = parseWith(CategoryParam, ctx.params.category, 'not_found');
    const { enabled } = parseWith(FlagBody, ctx.request.body);
    await flags.setCategory(category, enabled);
    services.log.info({ category, enabled }, 'admin: category flag');
    ctx.body = { ok: true, name: category, enabled };
  });

  router.get('/queue', requireAdmin, async (ctx) => {
    const [stats, recent] = await Promise.all([jobs.stats(), jobs.recent(50)]);
    ctx.body = { ok: true, stats, jobs: recent.map((job) => ({ ...jobView(job), tool: job.tool, source: job.source })) };
  });

  router.delete('/jobs/:id', requireAdmin, async (ctx) => {
    const id = parseWith(JobIdParam, ctx.params.id, 'not_found');
    await jobs.adminRemove(id);
    ctx.body = { ok: true, deleted: true };
  });

  router.get('/keys', requireAdmin, async (ctx) => {
    ctx.body = {
      ok: true,
      keys: (await sessions.listKeys())
        .map((k) => ({
          id: k.id,
          label: k.label,
          created_at: iso(k.createdAt),
          last_used_at: iso(k.lastUsedAt),
          revoked_at: iso(k.revokedAt),
        }))
        .reverse(),
    };
  });

  router.post('/keys', requireAdmin, json, async (ctx) => {
    const { label } = parseWith(KeyCreateBody, ctx.request.body);
    const created = await sessions.createKey(label);
    const webhookSecret = services.webhooks ? await services.webhooks.newSecret(created.id) : undefined;
    services.log.info({ id: created.id, label: created.label }, 'admin: API key created');
    ctx.status = 201;
    ctx.body = { ok: true, ...created, webhook_secret: webhookSecret };
  });

  router.delete('/keys/:id', requireAdmin, async (ctx) => {
    const id = parseWith(KeyIdParam, ctx.params.id, 'not_found');
    await sessions.revokeKey(id);
    services.log.info({ id }, 'admin: API key revoked');
    ctx.body = { ok: true, revoked: true };
  });

  if (services.webhooks) addWebhookAdminRoutes(router, requireAdmin, { ...services, webhooks: services.webhooks });

  router.get('/prices/cache', requireAdmin, (ctx) => {
    ctx.body = priceCache
      ? { ok: true, available: true, ...priceCache.stats() }
      : { ok: true, available: false, entries: null, hits: 0, misses: 0, hit_rate: null, clearable: false };
  });

  router.delete('/prices/cache', requireAdmin, async (ctx) => {
    if (!priceCache || !(await priceCache.clear())) {
      throw new AppError('not_found', 'This server has no price cache that can be cleared.');
    }
    services.log.info({}, 'admin: price cache cleared');
    ctx.body = { ok: true, cleared: true };
  });

  return router;
}
