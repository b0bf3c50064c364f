import type Router from '@koa/router';
import type { Services } from '../../compose.js';

/** Routers for the web page, the admin panel and the API documentation. */
export function createWebRouters(_services: Services): Router[] {
  return [];
}
