// `npm run dev`: the API on :3001 (restarting on change) and Vite on :3000 with hot reload, proxying /api.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    // The browser talks to Vite on :3000, so that is the public address sign-in must trust.
    env: {
      PUBLIC_URL: 'http://localhost:3000',
      ...process.env,
      PORT: '3001',
      SERVE_WEB: 'false',
      NODE_ENV: 'development',
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: '3001' } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
