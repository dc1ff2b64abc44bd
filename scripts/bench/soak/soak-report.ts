// A soak's result (soak.ts) and how `npm run bench` prints it: the memory and CPU samples, the
// requests of each kind, and what failed or surprised.
import { type KindCounts, SOAK_KINDS, type SoakFailure, type SoakKind } from './soak-client';

export interface SoakSample {
  atSeconds: number;
  rssMb: number;
  /** The main thread's JavaScript heap in use, from the shop's /metrics (PGlite's worker is not in it). */
  heapUsedMb: number | null;
  /** Since the sample before: requests answered, how many failed (5xx, timeout, no answer), the slowest. */
  requests: number;
  failures: number;
  slowestMs: number;
  /** The shop's CPU time since the sample before, in percent of one core, and the machine's load average. */
  cpuPercent: number;
  loadAverage: number;
}

export interface SoakResult {
  target: 'pglite' | 'postgres';
  minutes: number;
  redis: boolean;
  startupSeconds: number;
  samples: SoakSample[];
  requests: number;
  requestsPerSecond: number;
  byKind: Record<SoakKind, KindCounts>;
  errors5xx: number;
  timeouts: number;
  networkErrors: number;
  /** RSS at the end against RSS at one minute, in percent. */
  growthPercentAfterFirstMinute: number;
  paidOrders: number;
  reviews: number;
  /** Visits that stopped at an answer they did not expect (listed in `surprises`). */
  stoppedVisits: number;
  /** Visits not started because too many of their kind were still waiting for the shop. */
  visitsBehind: number;
  /** Visits that threw (a bug in the soak itself, or an answer of an unexpected shape). */
  visitCrashes: string[];
  failures: SoakFailure[];
  surprises: { what: string; count: number; message: string }[];
  /** The shop's own error lines (level error or fatal), the first 30. */
  serverErrors: string[];
  serverExit: number | null;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

/** The result as `npm run bench` prints it. */
export function printSoak(result: SoakResult): void {
  const first = result.samples.find((sample) => sample.atSeconds >= 60) ?? result.samples[0];
  const last = result.samples.at(-1);
  const memoryOk = result.growthPercentAfterFirstMinute < 10;
  const clean = result.errors5xx === 0 && result.timeouts === 0 && result.networkErrors === 0;
  console.log(
    `  ${result.target}${result.redis ? ' (with Redis)' : ''}, ${result.minutes} min after a ${result.startupSeconds.toFixed(0)} s start: ` +
      `${result.requests} requests (${result.requestsPerSecond.toFixed(1)}/s), ${result.errors5xx} 5xx, ${result.timeouts} timeouts, ` +
      `${result.networkErrors} network errors ${clean ? '(pass)' : '(FAIL)'}; RSS ${first?.rssMb.toFixed(0)} MB at ${first?.atSeconds} s → ` +
      `${last?.rssMb.toFixed(0)} MB at ${last?.atSeconds} s, ${result.growthPercentAfterFirstMinute >= 0 ? '+' : ''}${result.growthPercentAfterFirstMinute.toFixed(1)}% ${memoryOk ? '(pass, under 10%)' : '(FAIL, 10% or more)'}`,
  );
  console.log(
    `    RSS every 30 s (MB): ${result.samples.map((sample) => `${sample.atSeconds} s ${sample.rssMb.toFixed(0)}`).join(', ')}`,
  );
  console.log(
    `    heap in use (MB):    ${result.samples.map((sample) => `${sample.atSeconds} s ${sample.heapUsedMb?.toFixed(0) ?? '?'}`).join(', ')}`,
  );
  console.log(
    `    shop CPU % / load:   ${result.samples.map((sample) => `${sample.atSeconds} s ${sample.cpuPercent.toFixed(0)}/${sample.loadAverage.toFixed(1)}`).join(', ')}`,
  );
  if (result.samples.some((sample) => sample.failures > 0)) {
    console.log(
      `    failed per 30 s:     ${result.samples.map((sample) => `${sample.atSeconds} s ${sample.failures}/${sample.requests}`).join(', ')}`,
    );
  }
  console.log(
    `    ${result.paidOrders} orders paid, ${result.reviews} reviews written, ${result.stoppedVisits} visits stopped at an answer they did not expect, ${result.visitsBehind} visits not started (the shop fell behind)`,
  );
  for (const kind of SOAK_KINDS) {
    const row = result.byKind[kind];
    if (row.requests === 0) continue;
    const statuses = Object.entries(row.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      `    ${kind.padEnd(9)} ${String(row.requests).padStart(6)} requests   p50 ${ms(row.p50Ms).padStart(7)}   p99 ${ms(row.p99Ms).padStart(7)}   max ${ms(row.maxMs).padStart(7)}   ${statuses}`,
    );
  }
  for (const surprise of result.surprises) {
    console.log(`    unexpected: ${surprise.what} ×${surprise.count} (${surprise.message})`);
  }
  for (const failure of result.failures.slice(0, 10)) {
    console.log(
      `    failed at ${failure.atSeconds} s: ${failure.method} ${failure.path} → ${failure.outcome} after ${failure.ms} ms ${failure.body}`,
    );
  }
  for (const crash of result.visitCrashes.slice(0, 5)) console.log(`    visit crashed: ${crash}`);
  for (const line of result.serverErrors.slice(0, 10)) console.log(`    shop logged: ${line.slice(0, 500)}`);
  if (result.serverExit !== null)
    console.log(`    the shop exited during the soak with ${result.serverExit}`);
}

/** A sample's progress line, printed as it is taken when the soak runs alone. */
export function printSample(sample: SoakSample): void {
  console.log(
    `  ${String(sample.atSeconds).padStart(4)} s  RSS ${sample.rssMb.toFixed(0)} MB  heap ${sample.heapUsedMb?.toFixed(0) ?? '?'} MB  ${sample.requests} requests, ${sample.failures} failed, slowest ${ms(sample.slowestMs)}  shop CPU ${sample.cpuPercent.toFixed(0)}%  load ${sample.loadAverage.toFixed(1)}`,
  );
}
