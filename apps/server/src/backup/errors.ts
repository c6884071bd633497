/** A backup or restore refused or failed, with what to do, in Portuguese for the operator. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/** What to record of a failed backup: its own message, or the unexpected error's. */
export function backupErrorText(error: unknown): string {
  if (error instanceof BackupError) return error.message;
  return `Erro inesperado: ${error instanceof Error ? error.message : String(error)}`;
}
