// The shop's containers for the container test (container-test.ts), run with podman from the image
// scripts/container-test.sh built: started with the owner's settings, waited for until /readyz
// answers, and removed with their volumes at the end.
import { execFileSync } from 'node:child_process';

const IMAGE = process.env.VELORA_IMAGE;
if (!IMAGE) throw new Error('VELORA_IMAGE names the image to run (scripts/container-test.sh sets it)');

export const ADMIN = { email: 'owner@velora.test', password: 'Owner-pass-2026!' };
export const made = { containers: [] as string[], volumes: [] as string[] };

export function podman(args: string[], { allowFailure = false } = {}): { ok: boolean; out: string } {
  try {
    const out = execFileSync('podman', ['--runtime', 'runc', '--cgroup-manager=cgroupfs', ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, out: out.trim() };
  } catch (error) {
    if (allowFailure) return { ok: false, out: String((error as { stderr?: string }).stderr ?? '') };
    throw error;
  }
}

export function startContainer(name: string, port: number, env: Record<string, string>, volume?: string) {
  const args = ['run', '-d', '--name', name, '--network', 'host'];
  const all = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ALLOW_TEST_CHECKOUT: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_CATALOG_SIZE: '60',
    ...env,
  };
  for (const [key, value] of Object.entries(all)) args.push('-e', `${key}=${value}`);
  if (volume) args.push('-v', `${volume}:/data`);
  podman([...args, IMAGE as string]);
  made.containers.push(name);
}

export async function waitReady(name: string, base: string, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    const state = podman(['inspect', name, '--format', '{{.State.Status}}']).out;
    if (state === 'exited') throw new Error(`${name} exited while starting:\n${podman(['logs', name]).out}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${podman(['logs', name]).out}`);
}

export function cleanUp() {
  for (const name of made.containers) podman(['rm', '-f', '-v', name], { allowFailure: true });
  for (const volume of made.volumes) podman(['volume', 'rm', '-f', volume], { allowFailure: true });
}
