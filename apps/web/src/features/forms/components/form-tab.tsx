import type { FormType } from '@panel/contract/api/forms';
import { AppealLimitsCard } from './appeal-limits-card';
import { FormStatusCard } from './form-status-card';
import { FormTriageCard } from './form-triage-card';
import { QuestionsSection } from './questions-section';
import { RejectionReasonsSection } from './rejection-reasons-section';

interface FormTabProps {
  formType: FormType;
  canManage: boolean;
}

export function FormTab({ formType, canManage }: FormTabProps) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <FormStatusCard formType={formType} canManage={canManage} />
        <FormTriageCard formType={formType} canManage={canManage} />
        {formType === 'appeal' ? <AppealLimitsCard canManage={canManage} /> : null}
      </div>
      <QuestionsSection formType={formType} canManage={canManage} />
      <RejectionReasonsSection formType={formType} />
    </div>
  );
}
