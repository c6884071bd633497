import { appealKind } from './appeal-kind';
import { ApplicationReviewPage } from './components/application-review-page';

/** /appeals: staff review the members' appeals against a blacklist or a rejected whitelist. */
export function AppealsPage() {
  return <ApplicationReviewPage kind={appealKind} />;
}
