// `npm run dev`: the API with restart-on-change and Vite with hot reload, side by side.
// Open the Vite URL it prints (http://localhost:5173); it proxies /api and /media to the API.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@shop/server'], {
    stdio: 'inherit',
    // Shoppers use Vite's address here, so mailed links (a password reset) must point at it.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@shop/web'], { stdio: 'inherit' }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
