#!/usr/bin/env node
// `npm start` and `npm test`: builds the web app and the server only when their sources changed
// since the last build (a hash of every input file, kept beside the server's build), so a
// restart on an unchanged checkout starts at once.
//
// Several callers may run at once (the test suite builds, and one of its tests runs
// `npm start`): a lock directory lets one build at a time, and a caller that waited hashes the
// inputs again once it holds the lock, so it finds the build the other one made up to date.
import { createHash, randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/scripts',
  'apps/server/package.json',
];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const stamp = path.join(root, 'apps/server/dist/.inputs-hash');
const skipped = /(\.test\.tsx?|\.d\.ts\.map)$/;

/** Outside both builds' output folders, which the builds delete. */
const lockDir = path.join(root, 'node_modules/.cache/build-if-changed.lock');
const ownerFile = path.join(lockDir, 'owner');
/** The holder touches the lock this often; a lock untouched for `staleMs` is taken over. */
const heartbeatMs = 15_000;
const staleMs = 3 * 60_000;
const token = `${process.pid} ${randomBytes(8).toString('hex')}`;

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(full).sort()) yield* files(path.join(entry, child));
}

function inputsDigest() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) {
      if (skipped.test(file)) continue;
      hash
        .update(file)
        .update('\0')
        .update(fs.readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function readOwner(dir = lockDir) {
  try {
    return fs.readFileSync(path.join(dir, 'owner'), 'utf8');
  } catch {
    return null;
  }
}

/** Whether the process named by an owner line is gone (same machine: the pid comes first). */
function ownerGone(owner) {
  const pid = Number(owner?.split(' ')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/** Takes over a lock left by a holder that died or stopped touching it; false if it moved on. */
function takeOver(observedOwner) {
  const aside = `${lockDir}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lockDir, aside);
  } catch {
    return false;
  }
  if (readOwner(aside) !== observedOwner) {
    // Another caller took the stale lock over first: what was moved is its live lock.
    try {
      fs.renameSync(aside, lockDir);
      return false;
    } catch {
      // The lock directory exists again: that holder's lock stays moved, and is its to notice.
    }
  }
  fs.rmSync(aside, { recursive: true, force: true });
  return true;
}

let held = false;

function release() {
  if (!held) return;
  held = false;
  if (readOwner() === token) fs.rmSync(lockDir, { recursive: true, force: true });
}

async function acquire() {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(ownerFile, token);
      held = true;
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const modified = fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined) continue; // released meanwhile
    const age = Date.now() - modified;
    const owner = readOwner();
    // A lock just made may not name its owner yet: only an old one without an owner is stale.
    const stale = owner === null ? age > heartbeatMs : ownerGone(owner) || age > staleMs;
    if (stale && takeOver(owner)) {
      console.log('Build lock left by a stopped build: taking it over.');
      continue;
    }
    if (!told) {
      console.log('Another build is running: waiting for it to finish.');
      told = true;
    }
    await sleep(500);
  }
}

let building = null;

/** `npm run build`, touching the lock meanwhile so waiters know the holder is alive. */
function build() {
  return new Promise((resolve) => {
    // A production build whoever asks: a test runner's NODE_ENV=test would build React's
    // development bundle, several times the size of the one served.
    building = spawn('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const heartbeat = setInterval(() => {
      const now = new Date();
      try {
        fs.utimesSync(lockDir, now, now);
      } catch {
        // the lock was taken over: the build goes on, the waiter rebuilds if it must
      }
    }, heartbeatMs);
    building.on('exit', (code, signal) => {
      clearInterval(heartbeat);
      building = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

process.on('exit', release);
// Stopped, the build stops too and the lock goes with it.
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
  ['SIGHUP', 1],
]) {
  process.on(signal, () => {
    building?.kill(signal);
    release();
    process.exit(128 + number);
  });
}

await acquire();
const digest = inputsDigest();
const built = outputs.every((file) => fs.existsSync(path.join(root, file)));
if (built && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) {
  console.log('Build up to date: starting without rebuilding.');
} else {
  const status = await build();
  if (status !== 0) process.exit(status);
  fs.writeFileSync(stamp, digest);
}
release();
