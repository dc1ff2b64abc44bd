// The shop process a soak runs (soak.ts): the built shop started in production mode, waited for,
// stopped, and its resident memory, CPU time and heap read while it serves.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { benchServerEnv } from '../start-options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The resident memory of a process, its threads included (PGlite's worker), in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** CPU seconds the process has used (user and system, its threads included). */
export function cpuSeconds(pid: number): number {
  // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // Clock ticks; Linux reports them at 100 a second (USER_HZ) on every architecture Node runs on.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function heapUsedMb(base: string): Promise<number | null> {
  try {
    const text = await (await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
    const bytes = /^nodejs_heap_size_used_bytes\s+([\d.e+]+)/m.exec(text)?.[1];
    return bytes ? Number(bytes) / 2 ** 20 : null;
  } catch {
    return null;
  }
}

export async function ready(base: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop was not ready after ${timeoutMs / 1000} s`);
}

/** The built shop in production mode on a fresh data folder or database, its error lines kept. */
export function startShop(env: NodeJS.ProcessEnv, nodeArgs: readonly string[]) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    env: { ...benchServerEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      // pino's JSON lines: 50 is error, 60 fatal; anything not JSON on stderr is worth keeping too.
      const level = /"level":(\d+)/.exec(line)?.[1];
      const keep = level ? Number(level) >= 50 : stream === child.stderr && line.trim() !== '';
      if (keep && errors.length < 30) errors.push(line.slice(0, 2000));
    });
  }
  return { child, errors };
}

export async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
