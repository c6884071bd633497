import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PublicForm } from '@panel/contract/api/forms';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { FormClosedNotice } from './form-closed-notice';
import { PublicPageFrame } from '@/components/public-page-frame';

interface PublicFormGateProps {
  form: UseQueryResult<PublicForm>;
  loadError: string;
  closedTitle: string;
  /** The confirmation once sent; it stays even if the form closes meanwhile. */
  sent: ReactNode;
  /** Shown instead of the form when the member has nothing to send (e.g. a request pending). */
  notice?: ReactNode;
  children: (form: PublicForm) => ReactNode;
}

/** What every application page shows before its form: loading, failure, sent, a notice or closed. */
export function PublicFormGate({
  form,
  loadError,
  closedTitle,
  sent,
  notice,
  children,
}: PublicFormGateProps) {
  let body: ReactNode;
  if (form.isPending) body = <Skeleton className="h-96 w-full rounded-xl" />;
  else if (form.isError) {
    body = (
      <ErrorState
        message={loadError}
        onRetry={() => void form.refetch()}
        retrying={form.isFetching}
      />
    );
  } else if (sent) body = sent;
  else if (notice) body = notice;
  else if (!form.data.isOpen) {
    body = <FormClosedNotice title={closedTitle} description={form.data.description} />;
  } else body = children(form.data);
  return <PublicPageFrame>{body}</PublicPageFrame>;
}
