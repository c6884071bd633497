import { insertionKind } from './application-kinds';
import { ApplicationReviewPage } from './components/application-review-page';

/** /insertions: staff review the role applications ("Inscrições"). */
export function InsertionsPage() {
  return <ApplicationReviewPage kind={insertionKind} />;
}
