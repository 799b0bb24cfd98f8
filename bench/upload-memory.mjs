// `node bench/upload-memory.mjs`: the portal's memory under 16 concurrent 40-megapixel uploads
// (issue 21 point 8). Starts the built portal (npm run build first) on a PostgreSQL database
// of its own, signs a designer in, sends the uploads at once, and reports the server's RSS
// before, at its peak (sampled every 25 ms) and 15 s after the last answer. Env: BENCH_PORT,
// BENCH_DATABASE_URL, UPLOAD_COUNT (16).
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import sharp from 'sharp';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { sessionCookie } from './lib/load-data.mjs';
import { startPortal } from './lib/processes.mjs';

const port = Number(process.env.BENCH_PORT ?? 4471);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const uploads = Number(process.env.UPLOAD_COUNT ?? 16);
const origin = `http://127.0.0.1:${port}`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A 7300 x 5475 (39.97 MP) JPEG with detail enough to weigh several MB, under 15 MB. */
async function fortyMegapixelJpeg() {
  const width = 7300;
  const height = 5475;
  return sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .jpeg({ quality: 60 })
    .toBuffer();
}

async function rssOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

function upload(picture, cookie, index) {
  const form = new FormData();
  form.append('file', new Blob([picture], { type: 'image/jpeg' }), `render-${index}.jpg`);
  return fetch(`${origin}/api/v1/admin/images`, {
    method: 'POST',
    headers: { cookie, origin },
    body: form,
  }).then((response) => response.status);
}

async function measure(pid, cookie, picture) {
  const before = await rssOf(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf(pid));
      await sleep(25);
    }
  })();
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: uploads }, (_, index) => upload(picture, cookie, index)),
  );
  const seconds = (performance.now() - started) / 1000;
  await sleep(15_000);
  sampling = false;
  await sampler;
  return { before, peak, after: await rssOf(pid), statuses, seconds };
}

async function main() {
  const picture = await fortyMegapixelJpeg();
  console.info(`picture: 7300 x 5475 JPEG, ${mb(picture.length)}; ${uploads} concurrent uploads`);
  const name = `corner_upload_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'corner-upload-bench-'));
  let portal;
  try {
    portal = await startPortal({ port, dataDir, databaseUrl: url.toString() });
    const database = await openDatabase({ driver: 'postgres', url: url.toString() });
    const cookie = await sessionCookie(database.db, 'designer@corner.example');
    await database.close();
    await sleep(3000); // let the start settle (demo pictures drawn, caches warm)
    const result = await measure(portal.child.pid, cookie, picture);
    const counts = {};
    for (const status of result.statuses) counts[status] = (counts[status] ?? 0) + 1;
    console.info(`answers: ${JSON.stringify(counts)} in ${result.seconds.toFixed(1)} s`);
    console.info(
      `RSS before ${mb(result.before)}, peak ${mb(result.peak)}, 15 s after ${mb(result.after)}`,
    );
  } finally {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
