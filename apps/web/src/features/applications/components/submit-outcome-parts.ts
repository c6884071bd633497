/** The outcome of sending an application, loaded on its own (`submit-outcome.tsx`). */
export { SentConfirmation } from './sent-confirmation';
export { SubmitError } from './submit-error';
