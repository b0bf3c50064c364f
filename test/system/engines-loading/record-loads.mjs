// Loaded with --import before the app: records every module URL the process resolves, so a test can tell which
// packages an app loaded. Synchronous in-thread hooks (module.registerHooks) see tsx's resolutions too.
import { registerHooks } from 'node:module';

const seen = new Set();
globalThis.__loadedModules = seen;
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    seen.add(result.url);
    return result;
  },
});
