/* global process, console, fetch, AbortSignal */
// The image's HEALTHCHECK (the slim image has no curl): exit 0 when /healthz answers 2xx within 4 s. A process
// without the api role has no HTTP port; it answers /healthz beside /metrics on METRICS_PORT.
const roles = (process.env.ROLES ?? 'api').split(',').map((r) => r.trim());
const port = roles.includes('api') ? process.env.PORT || '3000' : process.env.METRICS_PORT;
if (!port) {
  console.error('healthcheck: a process without the api role needs METRICS_PORT');
  process.exit(1);
}
fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
