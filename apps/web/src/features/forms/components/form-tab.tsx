import type { FormType } from '@panel/contract/api/forms';
import { FormStatusCard } from './form-status-card';
import { QuestionsSection } from './questions-section';
import { RejectionReasonsSection } from './rejection-reasons-section';

interface FormTabProps {
  formType: FormType;
  canManage: boolean;
}

export function FormTab({ formType, canManage }: FormTabProps) {
  return (
    <div className="grid gap-6">
      <FormStatusCard formType={formType} canManage={canManage} />
      <QuestionsSection formType={formType} canManage={canManage} />
      <RejectionReasonsSection formType={formType} />
    </div>
  );
}
