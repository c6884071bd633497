import { z } from 'zod';

// What a backup file holds (docs/decisions/2026-12-05-backups.md): a tar archive whose entries
// are the database (PostgreSQL's dump, or PGlite's files under `database/pglite/`), every
// stored file under `files/<key>`, and this manifest, written last, with each entry's size and
// SHA-256.

export const manifestEntryName = 'manifest.json';
export const filesPrefix = 'files/';

const entrySchema = z.object({
  name: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** A stored file's type, given back to the storage on restore. */
  contentType: z.string().optional(),
});
export type ManifestEntry = z.infer<typeof entrySchema>;

export const manifestSchema = z.object({
  format: z.literal('painel-rp-backup'),
  /** 2: PGlite's folder file by file (1 held PGlite's own archive, no longer read). */
  formatVersion: z.literal(2),
  createdAt: z.string(),
  panelVersion: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** PostgreSQL's dump (custom format), or the prefix of PGlite's files. */
    entry: z.string(),
    /** PGlite's folders (its files' and the empty ones PostgreSQL needs); none for PostgreSQL. */
    folders: z.array(z.string()),
    /** Migrations applied in the database when it was dumped. */
    migrations: z.number().int().min(0),
    /** Rows per table of the public schema. */
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /**
   * Game databases' passwords are sealed with GAME_DB_KEY (or DATA_DIR/game-db.key), which the
   * backup does not hold: its fingerprint tells a restore whether the key it has is the one.
   */
  gameDbKey: z.object({
    sealedPasswords: z.number().int().min(0),
    fingerprint: z.string().nullable(),
  }),
  /** Every entry but the manifest, in the archive's order. */
  entries: z.array(entrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
