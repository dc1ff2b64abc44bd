// Server-side latency of catalog queries on a large catalog, with the response cache off: each
// request goes through Fastify (inject) and the database, nothing else.
import type { FastifyInstance } from 'fastify';

export interface Latency {
  label: string;
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

export async function measureLatency(
  app: FastifyInstance,
  cases: { label: string; url: string }[],
  runs = 40,
): Promise<Latency[]> {
  const rows: Latency[] = [];
  for (const { label, url } of cases) {
    await app.inject(url); // warm-up: plans and caches
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const res = await app.inject(url);
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    }
    times.sort((a, b) => a - b);
    rows.push({ label, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  return rows;
}
