export { createMetrics, type Metrics, type MetricSources } from './metrics.js';
export { instrument, limitScope, type Instruments } from './wire.js';

/** /metrics is on when either METRICS_TOKEN or METRICS_PORT is set. */
export function metricsEnabled(config: { METRICS_TOKEN?: string; METRICS_PORT?: number }): boolean {
  return config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined;
}
