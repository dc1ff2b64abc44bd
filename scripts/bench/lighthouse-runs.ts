// Lighthouse (mobile preset, simulated throttling) against a running shop, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function runLighthouse(base: string, paths: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const scores: LighthouseScores[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      scores.push({
        path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
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
  return scores;
}
