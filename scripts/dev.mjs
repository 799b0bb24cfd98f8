// Development: the API (restarts on change) and Vite's dev server (proxies /api and /files to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@corner/api'], { stdio: 'inherit' }),
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
