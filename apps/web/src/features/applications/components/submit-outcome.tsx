import { Suspense, type ComponentProps } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';

// What shows once an application is sent (or fails to be): loaded when the applicant sends it,
// so the form's first screen does not download it.
const load = () => import('./submit-outcome-parts');
const sent = preloadableLazy(async () => (await load()).SentConfirmation);
const failed = preloadableLazy(async () => (await load()).SubmitError);

/** Starts the download as the application goes out: it is there when the answer comes back. */
export function preloadSubmitOutcome(): void {
  void sent.preload();
  void failed.preload();
}

type SentProps = ComponentProps<Awaited<ReturnType<typeof load>>['SentConfirmation']>;
type FailedProps = ComponentProps<Awaited<ReturnType<typeof load>>['SubmitError']>;

export function SentConfirmation(props: SentProps) {
  return (
    <Suspense fallback={null}>
      <sent.Component {...props} />
    </Suspense>
  );
}

export function SubmitError(props: FailedProps) {
  return (
    <Suspense fallback={null}>
      <failed.Component {...props} />
    </Suspense>
  );
}
