import { readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

// PGlite is one process's database: while the panel runs on a data directory, a backup or a
// restore opening the same directory would corrupt it. The panel keeps its pid in
// `DATA_DIR/panel.pid` while it runs on PGlite (docs/decisions/2026-12-05-backups.md).

const lockName = 'panel.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the data directory, or null. */
export async function dataDirHolder(dataDir: string): Promise<number | null> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dataDir, lockName), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * Marks the data directory as this process's until it exits. A lock left by a process that is
 * gone (a crash) is taken over.
 */
export async function holdDataDir(dataDir: string): Promise<void> {
  const holder = await dataDirHolder(dataDir);
  if (holder !== null) {
    throw new Error(
      `Another process (pid ${holder}) is using ${dataDir}: the embedded database is one process's. Stop it first (or delete ${path.join(dataDir, lockName)} if that process is not the panel).`,
    );
  }
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, lockName);
  await fs.writeFile(file, `${process.pid}\n`);
  process.once('exit', () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  });
}
