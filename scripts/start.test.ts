import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` on a fresh clone: the builds' own output (Vite's chunk table) stays out of the
// owner's terminal unless a build fails. Run on a copy of start.mjs in a small workspace whose
// builds print a table and, when told, fail.
const startScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start.mjs');
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function workspace({ webFails }: { webFails: boolean }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-start-script-'));
  roots.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ name: 'fake-shop', private: true, workspaces: ['apps/*'] }));
  const table = Array.from({ length: 50 }, (_, i) => `dist/assets/chunk-${i}.js  1.00 kB`).join('\n');
  write('apps/web/table.txt', table);
  write(
    'apps/web/build.mjs',
    `import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
console.log(readFileSync('table.txt', 'utf8'));
if (${webFails}) { console.error('error: src/main.tsx: Unexpected token'); process.exit(2); }
mkdirSync('dist', { recursive: true }); writeFileSync('dist/index.html', '');
mkdirSync('dist-server', { recursive: true }); writeFileSync('dist-server/entry-server.js', '');`,
  );
  write(
    'apps/web/package.json',
    JSON.stringify({ name: '@shop/web', private: true, scripts: { build: 'node build.mjs' } }),
  );
  write(
    'apps/server/build.mjs',
    `import { mkdirSync, writeFileSync } from 'node:fs';
console.log('server build output');
mkdirSync('dist', { recursive: true }); writeFileSync('dist/main.js', "console.log('Ready in 1.0 s');");`,
  );
  write(
    'apps/server/package.json',
    JSON.stringify({ name: '@shop/server', private: true, scripts: { build: 'node build.mjs' } }),
  );
  mkdirSync(path.join(root, 'scripts'));
  copyFileSync(startScript, path.join(root, 'scripts/start.mjs'));
  return root;
}

function start(root: string) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'silent' },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm start on a fresh clone', () => {
  it('shows only its own lines while it builds, then the shop', () => {
    const { code, output } = start(workspace({ webFails: false }));
    expect(code).toBe(0);
    expect(output).toMatch(/Building the web app…\nBuilt the web app in \d+\.\d s/);
    expect(output).toMatch(/Building the server…\nBuilt the server in \d+\.\d s/);
    expect(output).toContain('Ready in 1.0 s');
    expect(output).not.toContain('chunk-');
    expect(output).not.toContain('server build output');
  });

  it('shows the whole build output when a build fails', () => {
    const { code, output } = start(workspace({ webFails: true }));
    expect(code).toBe(2);
    expect(output).toContain('dist/assets/chunk-0.js');
    expect(output).toContain('dist/assets/chunk-49.js');
    expect(output).toContain('error: src/main.tsx: Unexpected token');
    expect(output).toContain('Building the web app failed (exit code 2).');
    expect(output).not.toContain('Ready in');
  });
});
