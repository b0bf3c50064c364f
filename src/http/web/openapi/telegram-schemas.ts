import { z } from 'zod';
import type { OperationSpec } from './operations.js';

// Issue 40: the Telegram Mini App's session.

export const TelegramSessionBody = z
  .object({ init_data: z.string().min(1).max(8192).describe('Telegram.WebApp.initData, exactly as the Mini App received it') })
  .describe('The launch data Telegram signed for this Mini App');
export const TelegramSessionOpened = z.object({
  ok: z.literal(true),
  telegram: z.object({ user_id: z.string().describe('The Telegram user the page now acts for') }),
  expires_at: z.string().describe('ISO 8601, UTC: a day after Telegram signed the launch data'),
});

export const TELEGRAM_RESPONSE_SCHEMAS = { TelegramSessionOpened } as const;
export const TELEGRAM_REQUEST_SCHEMAS = { TelegramSessionBody } as const;

export const TELEGRAM_OPERATIONS: OperationSpec[] = [
  {
    method: 'post', path: '/api/telegram/session', operationId: 'openTelegramSession', tag: 'Jobs', auth: [],
    summary: 'Turn the page into the Telegram user’s, from the Mini App’s signed launch data',
    description:
      'Checks `init_data` as Telegram prescribes (HMAC-SHA256 under a key derived from the bot token, compared in constant ' +
      'time; `auth_date` at most a day old) and sets the `tgs` cookie. While it holds, the page acts for that Telegram ' +
      'user: jobs started there are owned like the jobs of the user’s chat with the bot, and their results are also sent ' +
      'to that chat. Launch data that fails the check is 401 and changes nothing: the page stays an ordinary session. ' +
      '404 when the Telegram bot is not configured.',
    body: { required: true, content: { 'application/json': 'TelegramSessionBody', 'application/x-www-form-urlencoded': 'TelegramSessionBody' } },
    responses: { '200': { description: 'The session is open (Set-Cookie: tgs)', schema: 'TelegramSessionOpened' } },
    errors: ['invalid_request', 'unauthorized', 'not_found', 'rate_limited', 'internal'],
  },
];
