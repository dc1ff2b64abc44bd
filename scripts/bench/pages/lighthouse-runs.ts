// Lighthouse (mobile preset, simulated throttling) against a running shop, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../chromium';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own measure of this machine's speed (higher is faster), to compare machines by. */
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** One Lighthouse run per path, in a fresh Chromium, for `runs` rounds; each figure is the median over the rounds. */
export async function runLighthouse(base: string, paths: string[], runs = 3): Promise<LighthouseScores[]> {
  const all = new Map<string, LighthouseScores[]>(paths.map((path) => [path, []]));
  for (let round = 0; round < runs; round++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    try {
      for (const path of paths) {
        const audit = () =>
          lighthouse(`${base}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
        let result = await audit();
        // Now and then a run fails on Chromium's side (a trace it could not read): one more try.
        if (result?.lhr.runtimeError || result?.lhr.categories.performance?.score == null) {
          console.log(`    ${path}: run failed (${result?.lhr.runtimeError?.code ?? 'no score'}), once more`);
          result = await audit();
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories, audits, environment } = result.lhr;
        all.get(path)?.push({
          path,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          benchmarkIndex: environment.benchmarkIndex,
        });
        const failing = Object.values(audits).filter(
          (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
        );
        if (failing.length > 0)
          console.log(`    ${path}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
      }
    } finally {
      chrome.kill();
    }
  }
  return paths.map((path) => medianScores(path, all.get(path) ?? []));
}

/** Each figure of `runs` of one path, the median over them. */
export function medianScores(path: string, runs: LighthouseScores[]): LighthouseScores {
  const of = (key: Exclude<keyof LighthouseScores, 'path'>) => median(runs.map((row) => row[key]));
  return {
    path,
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** One line of figures, as the benchmarks quote them. */
export function describeScores(row: LighthouseScores): string {
  return `performance ${String(row.performance).padStart(3)}   accessibility ${String(row.accessibility).padStart(3)}   LCP ${Math.round(row.lcpMs)} ms   TBT ${Math.round(row.tbtMs)} ms   CLS ${row.cls.toFixed(3)}   benchmarkIndex ${Math.round(row.benchmarkIndex)}`;
}
