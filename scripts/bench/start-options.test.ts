import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { START_ENV, START_NODE_OPTIONS } from './start-options';

// npm start's settings (package.json) are written out again wherever the shop is started
// without npm: README's commands and the container image. A change to one must reach the others.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const envWords = Object.entries(START_ENV).map(([key, value]) => `${key}=${value}`);

describe("npm start's memory settings", () => {
  it('are what package.json gives: glibc variables before node, then options for Node', () => {
    expect(envWords).toEqual(expect.arrayContaining([expect.stringMatching(/^MALLOC_ARENA_MAX=/)]));
    expect(START_NODE_OPTIONS).toEqual(
      expect.arrayContaining([expect.stringMatching(/^--heap-growing-percent=/)]),
    );
  });

  it("are README's, in both commands that run the built server", () => {
    // A shell command over several lines, as one line.
    const readme = read('README.md').replaceAll('\\\n', ' ').replaceAll(/ +/g, ' ');
    const command = `${envWords.join(' ')} node ${START_NODE_OPTIONS.join(' ')} apps/server/dist/main.js`;
    expect(readme.split(command).length - 1).toBe(2);
  });

  it("are the container image's: its ENV and the options of its CMD", () => {
    const containerfile = read('Containerfile');
    const runtime = containerfile.slice(containerfile.lastIndexOf('\nFROM '));
    for (const word of envWords) expect(runtime).toMatch(new RegExp(`^\\s+${word}( \\\\)?$`, 'm'));
    const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...START_NODE_OPTIONS, 'apps/server/dist/main.js']);
  });
});
