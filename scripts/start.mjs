// `npm start`: build what is missing or stale, then run the server. Plain JS so it runs on a
// fresh clone before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-server') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function stale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

// The server's 'Ready in' counts from this process's start, builds included; saying how long
// each build took tells the reader where that time went. The build's own output (Vite's table
// of chunks) is kept back unless the build fails, when it is shown whole: it is what says why.
function run(workspace, what) {
  console.log(`Building ${what}…`);
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`Building ${what} failed (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`Built ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const shared = at('packages', 'shared', 'src');
// The browser's build and the server-rendering bundle come from one build of the web app.
const webInputs = [at('apps', 'web'), shared];
if (
  stale(at('apps', 'web', 'dist', 'index.html'), webInputs) ||
  stale(at('apps', 'web', 'dist-server', 'entry-server.js'), webInputs)
) {
  run('@shop/web', 'the web app');
}
if (
  stale(at('apps', 'server', 'dist', 'main.js'), [
    at('apps', 'server', 'src'),
    at('apps', 'server', 'drizzle'),
    shared,
  ])
) {
  run('@shop/server', 'the server');
}

await import(pathToFileURL(at('apps', 'server', 'dist', 'main.js')).href);
