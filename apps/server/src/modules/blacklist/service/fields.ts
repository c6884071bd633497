import {
  blacklistMessages,
  createBlacklistFieldsSchema,
  type BlacklistType,
} from '@panel/contract/api/blacklist';
import { badRequest } from '../../../http/errors';

export interface EntryFields {
  type: BlacklistType;
  target: string;
  reason: string;
  discordUsername: string | undefined;
  expiresAt: Date | null;
  /** Evidence by link, downloaded with the entry's files. */
  evidenceUrls: string[];
}

type Issue = { path: string; message: string };

/** Issues under `body.<field>`, as the error handler writes those of JSON bodies. */
function refuse(issues: Issue[]): never {
  const first = issues[0];
  throw badRequest(first ? `Dados inválidos: ${first.message}` : 'Dados inválidos.', issues);
}

/**
 * The text fields of a new entry, read with the contract's schema (the page checks the same
 * way); the expiry must still be ahead of `now`.
 */
export function parseEntryFields(fields: Record<string, string>, now: Date): EntryFields {
  const parsed = createBlacklistFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    refuse(
      parsed.error.issues.map((issue) => ({
        path: ['body', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }
  const expiresAt = parsed.data.expiresAt ? new Date(parsed.data.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    refuse([{ path: 'body.expiresAt', message: blacklistMessages.expiryInPast }]);
  }
  return { ...parsed.data, expiresAt };
}
