import { useState } from 'react';
import type { TeamSettings } from '@panel/contract/api/team-accountability';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsFromIssues } from '@/lib/field-errors';
import { notifyError } from '@/lib/notify';
import { teamSettingsMessages, useUpdateTeamSettings } from './api/update-team-settings';
import {
  changesOf,
  draftOf,
  refusalsOf,
  teamSettingFields,
  type TeamSettingErrors,
  type TeamSettingField,
  type TeamSettingsDraft,
} from './team-settings-draft';

export interface TeamSettingsForm {
  draft: TeamSettingsDraft;
  errors: TeamSettingErrors;
  setAlertOn: (on: boolean) => void;
  setDays: (value: string) => void;
  setChannelId: (value: string) => void;
  setHours: (value: string) => void;
  /** How many settings differ from the saved ones. */
  changedCount: number;
  saving: boolean;
  save: () => void;
  /** Back to the saved settings. */
  undo: () => void;
}

/** The id of a field's control: the form's focus on a refusal points at it. */
export const teamFieldIds: Record<TeamSettingField, string> = {
  inactivityDays: 'team-inactivity-days',
  inactivityChannelId: 'team-inactivity-channel',
  waitWarningHours: 'team-wait-hours',
};

/**
 * The "Equipe" card's form: a draft over the saved settings, checked, then only the changes
 * sent. The card starts it anew with what the server kept after a save.
 */
export function useTeamSettingsForm(saved: TeamSettings): TeamSettingsForm {
  const update = useUpdateTeamSettings();
  const [draft, setDraft] = useState<TeamSettingsDraft>(() => draftOf(saved));
  const [errors, setErrors] = useState<TeamSettingErrors>({});
  const changes = changesOf(draft, saved);

  function showErrors(next: TeamSettingErrors) {
    setErrors(next);
    const first = teamSettingFields.find((field) => next[field]);
    if (first) document.getElementById(teamFieldIds[first])?.focus();
  }

  function change(field: TeamSettingField, next: Partial<TeamSettingsDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  function save() {
    const refused = refusalsOf(changes);
    if (Object.keys(refused).length > 0) {
      showErrors(refused);
      return;
    }
    update.mutate(changes, {
      onError: (error) => {
        notifyError(teamSettingsMessages.saveFailed, error);
        if (isApiError(error)) showErrors(fieldErrorsFromIssues(teamSettingFields, error.issues));
      },
    });
  }

  return {
    draft,
    errors,
    setAlertOn: (alertOn) => change('inactivityDays', { alertOn }),
    setDays: (days) => change('inactivityDays', { days }),
    setChannelId: (channelId) => change('inactivityChannelId', { channelId }),
    setHours: (hours) => change('waitWarningHours', { hours }),
    changedCount: Object.keys(changes).length,
    saving: update.isPending,
    save,
    undo: () => {
      setDraft(draftOf(saved));
      setErrors({});
    },
  };
}
