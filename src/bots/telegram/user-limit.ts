import type { Translator } from '../../core/i18n.ports.js';
import type { Context, MiddlewareFn } from 'grammy';
import { chatErrorText } from '../../core/chat/chat-errors.js';
import { isAppError } from '../../core/errors.js';
import type { RequestLimiter } from '../../core/limits/rate-limit.ports.js';
import { parseCommand } from './caller.js';
import { commandForUs } from './group-policy.js';
import { replyingTo } from './html.js';

/** Whether the bot would do work for this update (a lookup, a download, a job), so it costs the user a request. */
function costsWork(ctx: Context): boolean {
  if (ctx.callbackQuery || ctx.inlineQuery) return true;
  const msg = ctx.message;
  if (!msg) return false;
  if (ctx.chat?.type === 'private') return true;
  const cmd = parseCommand(msg.text ?? msg.caption ?? '');
  return cmd !== null && commandForUs(cmd, ctx.chat?.type, ctx.me.username);
}

/**
 * The shared per-user rate limiter (the one Discord and the HTTP API use), keyed `telegram:<user id>`,
 * in front of every update that makes the bot work. A refused user is told when to try again, in the
 * way the update can be answered: a reply, a button toast, or an inline answer with no results.
 */
export function perUserLimit(limiter: RequestLimiter, translatorOf: (ctx: Context) => Translator): MiddlewareFn<Context> {
  return async (ctx, next) => {
    if (!ctx.from || !costsWork(ctx)) return next();
    try {
      await limiter.take(`telegram:${ctx.from.id}`);
    } catch (err) {
      if (!isAppError(err) || err.code !== 'rate_limited') throw err;
      const text = chatErrorText(err, translatorOf(ctx))!;
      if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text });
      else if (ctx.inlineQuery) {
        await ctx.answerInlineQuery([], { cache_time: 0, is_personal: true, button: { text, start_parameter: 'limited' } });
      } else if (ctx.message) await ctx.reply(text, replyingTo(ctx.message.message_id));
      return;
    }
    await next();
  };
}
