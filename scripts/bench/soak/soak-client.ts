// The soak's HTTP client: every request the soak sends goes through it, so every answer is counted
// by kind and status, timed, and any 5xx or request over the time limit is kept for the report.
import { type ShopRequest, shopRequest } from '../shop-request';

export const SOAK_KINDS = [
  'browse',
  'search',
  'account',
  'cart',
  'checkout',
  'payment',
  'review',
  'admin',
] as const;
export type SoakKind = (typeof SOAK_KINDS)[number];

/** A request that failed the soak: a 5xx, no answer within the limit, or no answer at all. */
export interface SoakFailure {
  atSeconds: number;
  kind: SoakKind;
  method: string;
  path: string;
  /** The status, 'timeout', or the network error's code. */
  outcome: string;
  ms: number;
  body: string;
}

export interface KindCounts {
  requests: number;
  /** Answers by status ('timeout' and 'network' for none). */
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface SoakAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body as JSON, or undefined when it is not. */
  json: unknown;
}

/** A 4xx the flows did not expect, by kind, route and status, with one message it carried. */
export interface Surprise {
  count: number;
  message: string;
}

export class SoakClient {
  private readonly started = performance.now();
  private readonly durations = new Map<SoakKind, number[]>();
  private readonly statuses = new Map<SoakKind, Map<string, number>>();
  readonly failures: SoakFailure[] = [];
  readonly surprises = new Map<string, Surprise>();
  errors5xx = 0;
  timeouts = 0;
  networkErrors = 0;
  /** Since the last takeWindow(): when the failures came, beside the memory curve. */
  private window = { requests: 0, failures: 0, slowestMs: 0 };

  constructor(
    private readonly base: string,
    private readonly timeoutMs = 10_000,
  ) {}

  get elapsedSeconds(): number {
    return (performance.now() - this.started) / 1000;
  }

  private count(kind: SoakKind, outcome: string, ms: number) {
    const byStatus = this.statuses.get(kind) ?? new Map<string, number>();
    byStatus.set(outcome, (byStatus.get(outcome) ?? 0) + 1);
    this.statuses.set(kind, byStatus);
    const durations = this.durations.get(kind) ?? [];
    durations.push(ms);
    this.durations.set(kind, durations);
    this.window.requests += 1;
    this.window.slowestMs = Math.max(this.window.slowestMs, ms);
  }

  /** Requests answered, failures, and the slowest request since the last call. */
  takeWindow(): { requests: number; failures: number; slowestMs: number } {
    const taken = this.window;
    this.window = { requests: 0, failures: 0, slowestMs: 0 };
    return taken;
  }

  /**
   * Sends one request as the client at `ip` (X-Forwarded-For, which the shop believes from
   * loopback as it would from its proxy: rate limits then count each shopper apart). Answers
   * null when no answer came; that is counted and kept already.
   */
  async send(kind: SoakKind, method: string, path: string, request: ShopRequest): Promise<SoakAnswer | null> {
    const { headers, body } = shopRequest(request);
    const started = performance.now();
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // The whole body within the limit too: a page that starts quickly and never ends is a timeout.
      const text = await response.text();
      const ms = performance.now() - started;
      this.count(kind, String(response.status), ms);
      if (ms > this.timeoutMs) this.fail(kind, method, path, 'timeout', ms, text);
      if (response.status >= 500) {
        this.errors5xx += 1;
        this.fail(kind, method, path, String(response.status), ms, text);
      }
      let parsed: unknown;
      if (response.headers.get('content-type')?.includes('json')) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
      }
      return { status: response.status, headers: response.headers, text, json: parsed };
    } catch (error) {
      const ms = performance.now() - started;
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        this.count(kind, 'timeout', ms);
        this.fail(kind, method, path, 'timeout', ms, '');
      } else {
        this.networkErrors += 1;
        const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        this.count(kind, 'network', ms);
        this.fail(kind, method, path, `network ${code}`, ms, '');
      }
      return null;
    }
  }

  private fail(kind: SoakKind, method: string, path: string, outcome: string, ms: number, body: string) {
    if (outcome === 'timeout') this.timeouts += 1;
    this.window.failures += 1;
    // The first ones say what went wrong; thousands more would only fill the memory being measured.
    if (this.failures.length < 50) {
      this.failures.push({
        atSeconds: Math.round(this.elapsedSeconds),
        kind,
        method,
        path,
        outcome,
        ms: Math.round(ms),
        body: body.slice(0, 300),
      });
    }
  }

  /** Notes an answer a flow did not expect (a 4xx where a 2xx was due), by route and status. */
  surprise(kind: SoakKind, route: string, answer: SoakAnswer | null) {
    if (!answer || answer.status >= 500) return;
    const key = `${kind} ${route} ${answer.status}`;
    const seen = this.surprises.get(key);
    if (seen) seen.count += 1;
    else {
      const message = (answer.json as { message?: string } | undefined)?.message ?? answer.text.slice(0, 120);
      this.surprises.set(key, { count: 1, message });
    }
  }

  get requests(): number {
    let total = 0;
    for (const durations of this.durations.values()) total += durations.length;
    return total;
  }

  byKind(): Record<SoakKind, KindCounts> {
    const rows = {} as Record<SoakKind, KindCounts>;
    for (const kind of SOAK_KINDS) {
      const durations = [...(this.durations.get(kind) ?? [])].sort((a, b) => a - b);
      const at = (q: number) =>
        durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
      rows[kind] = {
        requests: durations.length,
        statuses: Object.fromEntries(this.statuses.get(kind) ?? []),
        p50Ms: at(0.5),
        p99Ms: at(0.99),
        maxMs: durations.at(-1) ?? 0,
      };
    }
    return rows;
  }
}
