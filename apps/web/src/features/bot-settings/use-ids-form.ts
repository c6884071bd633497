import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  botSettingKeys,
  type BotSettingKey,
  type BotSettingsView,
} from '@panel/contract/api/bot-settings';
import { isApiError } from '@/lib/api-error';
import { botSettingsKeys } from '@/lib/query-keys';
import { useUpdateBotSettings } from './api/update-bot-settings';
import {
  changedSettings,
  draftsAfterSave,
  errorsFromIssues,
  fieldMessages,
  fieldValue,
  malformedIds,
  type FieldMessages,
  type SettingDrafts,
} from './setting-drafts';

type FieldErrors = Partial<Record<BotSettingKey, string>>;

export interface IdsForm {
  value: (key: BotSettingKey) => string;
  messages: FieldMessages;
  change: (key: BotSettingKey, value: string) => void;
  /** How many fields differ from the saved ids. */
  changedCount: number;
  saving: boolean;
  save: () => void;
  /** Back to the saved ids. */
  undo: () => void;
}

function fieldElement(key: BotSettingKey): HTMLElement | null {
  return document.getElementById(`setting-${key}`);
}

/**
 * The "IDs Discord" form: what is typed over the saved ids, and "Salvar IDs" sending only
 * the changed keys. It lives above the tabs, so switching tabs keeps what was typed.
 */
export function useIdsForm(view: BotSettingsView): IdsForm {
  const queryClient = useQueryClient();
  const update = useUpdateBotSettings();
  const [drafts, setDrafts] = useState<SettingDrafts>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const changes = changedSettings(view.settings, drafts);

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = botSettingKeys.find((key) => next[key]);
    if (first) fieldElement(first)?.focus();
  }

  function save() {
    const malformed = malformedIds(changes);
    if (Object.keys(malformed).length > 0) {
      showErrors(malformed);
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        setDrafts((current) => draftsAfterSave(current, changes));
        setErrors({});
      },
      onError: (error) => {
        if (isApiError(error)) showErrors(errorsFromIssues(error.issues));
        // Whatever the server kept, the fields compare against it.
        void queryClient.invalidateQueries({ queryKey: botSettingsKeys.view });
      },
    });
  }

  return {
    value: (key) => fieldValue(view.settings, drafts, key),
    messages: fieldMessages(errors, view.checks, changes),
    change: (key, value) => {
      setDrafts((current) => ({ ...current, [key]: value }));
      setErrors(({ [key]: _dropped, ...rest }) => rest);
    },
    changedCount: Object.keys(changes).length,
    saving: update.isPending,
    save,
    undo: () => {
      setDrafts({});
      setErrors({});
    },
  };
}
