// Development: the API (restarts on change) and Vite's dev server (proxies /api and /files to it).
import { spawn } from 'node:child_process';

// Sign-in links point at PUBLIC_URL, else at the API's own address: here, at Vite's server.
const apiEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173' };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@corner/api'], { stdio: 'inherit', env: apiEnv }),
  spawn('npm', ['run', 'dev', '-w', '@corner/web'], { stdio: 'inherit' }),
];

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  }),
);
