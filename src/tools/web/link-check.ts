import net from 'node:net';
import { AppError } from '../../core/errors.js';
import type { ToolEnv } from '../../core/tools/tool.types.js';
import { addressAllowed, ipLiteral, isLoopback, privateName } from '../../net/address-policy.js';

function refuse(why: string): AppError {
  return new AppError('invalid_url', `url: ${why}.`, { field: 'url' });
}

/**
 * The address rules a page's URL meets before a capture job is admitted: a public host (an address literal must be
 * public unicast, a name must not be one of the private suffixes), on port 80, 443 or 1024–65535. With
 * CAPTURE_ALLOW_INSECURE, loopback (127.0.0.0/8, ::1, localhost) is allowed too. The names are resolved and every
 * connection judged again during the capture, where this check cannot be fooled by a name that changes its answer.
 */
export function checkCaptureLink(url: URL, env: ToolEnv): void {
  const insecure = env.capture?.allowInsecure === true;
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const host = url.hostname.toLowerCase();
  const literal = ipLiteral(host);
  const loopback = insecure && (literal !== null ? isLoopback(literal) : host === 'localhost' || host === 'localhost.');
  if (loopback) return;
  if (port !== 80 && port !== 443 && (port < 1024 || port > 65535)) throw refuse('the port must be 80, 443 or between 1024 and 65535');
  if (literal !== null) {
    if (!net.isIP(literal) || !addressAllowed(literal, { allowInsecure: false })) {
      throw refuse('must not point at a private, loopback, link-local or reserved address');
    }
    return;
  }
  if (privateName(host)) throw refuse('must name a public host');
}
