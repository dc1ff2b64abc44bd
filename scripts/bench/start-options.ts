import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const startWords = (() => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter(Boolean);
})();

/** The options `npm start` gives Node, read from package.json so the bench runs what it runs. */
export const START_NODE_OPTIONS: string[] = startWords.filter((word) => word.startsWith('--'));

/**
 * The environment `npm start` sets before `node` (glibc's malloc settings, ADR 038). A server the
 * bench starts takes it through benchServerEnv().
 */
export const START_ENV: Readonly<Record<string, string>> = Object.fromEntries(
  startWords
    .slice(0, startWords.indexOf('node'))
    .map((word) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1] as string, match[2] as string]),
);

/**
 * The environment of a server the bench starts: npm start's settings for every variant, so a
 * comparison of Node's options changes those alone; a variable set where the bench runs wins, to
 * compare malloc's settings.
 */
export function benchServerEnv(): NodeJS.ProcessEnv {
  return { ...START_ENV, ...process.env };
}
