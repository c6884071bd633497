import { useCallback, useState } from 'react';
import type { DiscordInviteGuild } from '@panel/contract/api/blacklist-invites';
import type { MemberChoice } from '@/components/member-picker';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsFromIssues } from '@/lib/field-errors';
import {
  emptyEntryForm,
  entryFieldOrder,
  type EntryFieldErrors,
  type EntryFormValues,
} from './entry-form';
import { useEvidenceFiles } from './use-evidence-files';

/** A refusal's message under the field it is about, when the server named none. */
export function serverFieldErrors(error: unknown): EntryFieldErrors {
  if (!isApiError(error)) return {};
  const errors = fieldErrorsFromIssues(entryFieldOrder, error.issues);
  if (Object.keys(errors).length > 0) return errors;
  // Already listed.
  if (error.status === 409) return { target: error.message };
  // A file the server refused by its content or size.
  if (error.status === 413 || error.status === 415) return { evidences: error.message };
  return {};
}

/** Without the invite's server: the name it filled in goes with it, a name typed stays. */
function withoutGuild(values: EntryFormValues): EntryFormValues {
  const guild = values.targetGuild;
  if (!guild) return values;
  const filled = values.discordUsername === guild.name;
  return { ...values, targetGuild: null, discordUsername: filled ? '' : values.discordUsername };
}

/**
 * What is typed in the "Adicionar" sheet. It outlives the sheet, so closing it by mistake
 * loses nothing; a successful add resets it (type Jogador, empty fields, no files).
 */
export function useEntryDraft() {
  const [values, setValues] = useState<EntryFormValues>(emptyEntryForm);
  const [errors, setErrors] = useState<EntryFieldErrors>({});
  const evidence = useEvidenceFiles();

  const change = useCallback(
    <K extends Exclude<keyof EntryFormValues, 'targetMember' | 'targetGuild'>>(
      field: K,
      value: EntryFormValues[K],
    ) => {
      setValues((current) => {
        const next = { ...current, [field]: value };
        // A server is named by its id: a member picked as a player leaves their id behind.
        if (field === 'type' && current.targetMember) {
          return { ...next, target: current.targetMember.userId, targetMember: null };
        }
        // Another text, or another type, is no longer the invite whose server was shown.
        if (field === 'type' || field === 'target') return withoutGuild(next);
        return next;
      });
      // Another type gives the target another label and message.
      const cleared = field === 'type' ? 'target' : field;
      setErrors((current) => ({ ...current, [cleared]: undefined }));
    },
    [],
  );

  /** The player field: what is typed, and the member once picked from the list. */
  const pickTarget = useCallback((choice: MemberChoice) => {
    setValues((current) => ({ ...current, target: choice.text, targetMember: choice.member }));
    setErrors((current) => ({ ...current, target: undefined }));
  }, []);

  /** The server the invite `text` leads to, if the field still holds that invite. */
  const resolveGuild = useCallback((text: string, guild: DiscordInviteGuild) => {
    setValues((current) => {
      if (current.type !== 'server' || current.target !== text) return current;
      if (current.targetGuild?.guildId === guild.guildId) return current;
      // A name staff typed stays; otherwise the server's own.
      const base = withoutGuild(current);
      const name = base.discordUsername.trim() ? base.discordUsername : guild.name;
      return { ...base, targetGuild: guild, discordUsername: name };
    });
    setErrors((current) => ({ ...current, target: undefined, discordUsername: undefined }));
  }, []);

  const { add, clear } = evidence;
  const addFiles = useCallback(
    (files: readonly File[]) => {
      add(files);
      setErrors((current) => ({ ...current, evidences: undefined }));
    },
    [add],
  );

  const reset = useCallback(() => {
    setValues(emptyEntryForm);
    setErrors({});
    clear();
  }, [clear]);

  return {
    values,
    errors,
    setErrors,
    change,
    pickTarget,
    resolveGuild,
    reset,
    evidence,
    addFiles,
  };
}

export type EntryDraft = ReturnType<typeof useEntryDraft>;
