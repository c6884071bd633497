import { allowlistKind } from './application-kinds';
import { ApplicationReviewPage } from './components/application-review-page';

/** /allowlists: staff review the whitelist requests. */
export function AllowlistsPage() {
  return <ApplicationReviewPage kind={allowlistKind} />;
}
