import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { fromThisMachine } from '../lib/http/this-machine';
import type { OrderEvents } from '../modules/orders';

export const METRICS_FORBIDDEN_MESSAGE =
  'Metrics are readable from this machine, or elsewhere with the metrics token.';

/** Seconds: from a cached answer (a millisecond) to a request that waited in line (5 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/**
 * Node's own metrics (event-loop lag, heap, GC) belong to the process, not to an app: collected
 * once, since each collection starts an event-loop monitor and a GC observer that never stop.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/**
 * The shop's Prometheus metrics, one registry per app (tests build many apps in one process):
 * requests by route, the database pool and the line of requests waiting for it, and what
 * happens to orders; served beside the process's own.
 */
export function createShopMetrics(sources: {
  database: Database;
  queueStats?: () => { active: number; queued: number; refused: number } | undefined;
}) {
  const registry = new Registry();
  processMetrics();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by route pattern',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'velora_db_pool_connections',
    help: "PostgreSQL pool connections by state ('waiting' counts requests waiting for one)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'velora_request_queue',
    help: "Requests using the database now ('active') and waiting their turn ('queued')",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.queueStats?.();
      if (!stats) return;
      this.set({ state: 'active' }, stats.active);
      this.set({ state: 'queued' }, stats.queued);
    },
  });
  const refused = new Gauge({
    name: 'velora_requests_refused_busy_total',
    help: 'Requests told 503 because the line for the database was full or too slow',
    registers: [registry],
    collect() {
      refused.set(sources.queueStats?.()?.refused ?? 0);
    },
  });
  const ordersPaid = new Counter({
    name: 'velora_orders_paid_total',
    help: 'Orders paid',
    registers: [registry],
  });
  const paidCents = new Counter({
    name: 'velora_orders_paid_cents_total',
    help: 'Grand totals of paid orders, in cents',
    registers: [registry],
  });
  const paymentFailures = new Counter({
    name: 'velora_payment_failures_total',
    help: "Payments that failed: 'declined' by the bank, or 'provider_error' opening a checkout",
    labelNames: ['reason'],
    registers: [registry],
  });
  const holdsExpired = new Counter({
    name: 'velora_holds_expired_total',
    help: 'Checkouts whose stock hold ran out and went back to stock',
    registers: [registry],
  });

  const events: OrderEvents = {
    orderPaid(amountCents) {
      ordersPaid.inc();
      paidCents.inc(amountCents);
    },
    paymentFailed(reason) {
      paymentFailures.inc({ reason });
    },
    holdExpired() {
      holdsExpired.inc();
    },
  };
  return { registry, requests, durations, events };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics in Prometheus' text format, and the hooks that count every request. */
export function registerMetrics(app: FastifyInstance, metrics: ShopMetrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: one series per route, not one per product.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const allowed = token && bearer ? sameToken(bearer, token) : fromThisMachine(request);
    if (!allowed) return reply.status(403).send({ message: METRICS_FORBIDDEN_MESSAGE });
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return Registry.merge([processMetrics(), metrics.registry]).metrics();
  });
}
