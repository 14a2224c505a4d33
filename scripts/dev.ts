/**
 * `npm run dev`: fakes + gateway + Vite with hot reload. Open http://localhost:5173
 * (or http://<brand>.localhost:5173): Vite serves the app and proxies /session,
 * /api, /realtime and /helpdesk to the gateway, keeping the Host header so the
 * gateway still picks the brand from it.
 */
import { spawn } from 'node:child_process';
import { root, startLocalStack, stopOnExit, waitFor } from './lib.ts';

const port = process.env.PORT ?? '8080';
const fakesPort = process.env.FAKES_PORT ?? '4010';

const stack = await startLocalStack(port, fakesPort, 'web/dist');
await waitFor(`http://127.0.0.1:${port}/healthz`);
const vite = spawn('npm', ['run', 'dev', '-w', '@app/web'], {
  cwd: root,
  env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${port}` },
  stdio: 'inherit',
});
stopOnExit([...stack, vite]);
