/** A backup or restore refused or failed, with what to do, in Portuguese for the operator. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}
