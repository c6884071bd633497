import { useState } from 'react';
import {
  updateDutySettingsSchema,
  type DutySettings,
  type UpdateDutySettings,
} from '@panel/contract/api/duty';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsFromIssues, type FieldErrors } from '@/lib/field-errors';
import { useUpdateDutySettings } from './api/update-duty-settings';

export type DutyField = keyof DutySettings;
const dutyFields: readonly DutyField[] = ['maxShiftHours', 'voiceChannelIds'];

/** What was changed over the saved settings; untouched fields show what is saved. */
interface DutyDrafts {
  maxShiftHours?: string;
  voiceChannelIds?: string[];
}

export interface DutySettingsForm {
  hours: string;
  channelIds: string[];
  errors: FieldErrors<DutyField>;
  setHours: (value: string) => void;
  setChannelIds: (ids: string[]) => void;
  /** How many fields differ from the saved settings. */
  changedCount: number;
  saving: boolean;
  save: () => void;
  /** Back to the saved settings. */
  undo: () => void;
}

/** The id of a field's control: the form's focus on a refusal points at it. */
export const dutyFieldId = (field: DutyField) => `duty-${field}`;

const sameChannels = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The body of "Salvar": only the fields that differ from the saved settings. */
function changedSettings(saved: DutySettings, drafts: DutyDrafts): UpdateDutySettings {
  const changes: UpdateDutySettings = {};
  const hours = drafts.maxShiftHours?.trim();
  if (hours !== undefined && hours !== String(saved.maxShiftHours)) {
    // Whatever was typed goes to the schema, which refuses it in Portuguese ('' is 0).
    changes.maxShiftHours = Number(hours);
  }
  const channels = drafts.voiceChannelIds;
  if (channels && !sameChannels(channels, saved.voiceChannelIds)) {
    changes.voiceChannelIds = channels;
  }
  return changes;
}

/** The contract's refusals of the changes, as the server would word them; none when valid. */
function refusalsOf(changes: UpdateDutySettings): FieldErrors<DutyField> {
  const parsed = updateDutySettingsSchema.safeParse(changes);
  if (parsed.success) return {};
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return fieldErrorsFromIssues(dutyFields, issues);
}

/** The "Serviço" card's form: drafts over the saved settings, checked, then only changes sent. */
export function useDutySettingsForm(saved: DutySettings): DutySettingsForm {
  const update = useUpdateDutySettings();
  const [drafts, setDrafts] = useState<DutyDrafts>({});
  const [errors, setErrors] = useState<FieldErrors<DutyField>>({});
  const changes = changedSettings(saved, drafts);

  function showErrors(next: FieldErrors<DutyField>) {
    setErrors(next);
    const first = dutyFields.find((field) => next[field]);
    if (first) document.getElementById(dutyFieldId(first))?.focus();
  }

  function change(field: DutyField, value: DutyDrafts[DutyField]) {
    setDrafts((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  function save() {
    const refused = refusalsOf(changes);
    if (Object.keys(refused).length > 0) {
      showErrors(refused);
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        setDrafts({});
        setErrors({});
      },
      onError: (error) => {
        if (isApiError(error)) showErrors(fieldErrorsFromIssues(dutyFields, error.issues));
      },
    });
  }

  return {
    hours: drafts.maxShiftHours ?? String(saved.maxShiftHours),
    channelIds: drafts.voiceChannelIds ?? saved.voiceChannelIds,
    errors,
    setHours: (value) => change('maxShiftHours', value),
    setChannelIds: (ids) => change('voiceChannelIds', ids),
    changedCount: Object.keys(changes).length,
    saving: update.isPending,
    save,
    undo: () => {
      setDrafts({});
      setErrors({});
    },
  };
}
