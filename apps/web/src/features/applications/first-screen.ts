import type { QueryClient } from '@tanstack/react-query';
import type { FormType } from '@panel/contract/api/forms';
import { formQuestionRoutes } from '@panel/contract/endpoints/form-question-routes';
import { canAccess } from '@panel/contract/routes';
import { endpointUrl, startEarlyGet } from '@/lib/api-client';
import type { ClaimedPermissions, FirstScreens } from '@/lib/first-screen';
import type { ApplicationKind } from './application-kinds';

type ReviewKindId = ApplicationKind['id'];

const reviewFormTypes: Record<ReviewKindId, FormType> = {
  allowlists: 'whitelist',
  insertions: 'insertion',
  appeals: 'appeal',
};

// Each kind from its own module: the appeals' kind (with its card part) only for /appeals.
const loadKind: Record<ReviewKindId, () => Promise<ApplicationKind>> = {
  allowlists: async () => (await import('./application-kinds')).allowlistKind,
  insertions: async () => (await import('./application-kinds')).insertionKind,
  appeals: async () => (await import('./appeal-kind')).appealKind,
};

async function prefetchReviewList(
  queryClient: QueryClient,
  kindId: ReviewKindId,
  search: URLSearchParams,
  permissions: ClaimedPermissions,
): Promise<void> {
  // The open entry's answers are shown under the form's questions: asked for with the list,
  // before the code (the query below takes the answer), not once the list has drawn.
  const questions = canAccess('view_allowlists_questions', permissions);
  const formType = reviewFormTypes[kindId];
  if (questions)
    startEarlyGet(endpointUrl(formQuestionRoutes.listQuestions, { query: { formType } }));
  const [
    { applicationsQueryOptions },
    kind,
    { parseApplicationFilters },
    { questionsQueryOptions },
  ] = await Promise.all([
    import('./api/get-applications'),
    loadKind[kindId](),
    import('./use-application-filters'),
    import('./api/get-questions'),
  ]);
  await Promise.all([
    queryClient.prefetchQuery(applicationsQueryOptions(kind, parseApplicationFilters(search))),
    questions ? queryClient.prefetchQuery(questionsQueryOptions(kind.formType)) : null,
  ]);
}

async function prefetchPublicForm(queryClient: QueryClient, formType: FormType): Promise<void> {
  const { publicFormQueryOptions } = await import('./api/get-public-form');
  await queryClient.prefetchQuery(publicFormQueryOptions(formType));
}

export const firstScreens: FirstScreens = {
  allowlists: {
    prefetch: (queryClient, search, permissions) =>
      prefetchReviewList(queryClient, 'allowlists', search, permissions),
  },
  insertions: {
    prefetch: (queryClient, search, permissions) =>
      prefetchReviewList(queryClient, 'insertions', search, permissions),
  },
  appeals: {
    prefetch: (queryClient, search, permissions) =>
      prefetchReviewList(queryClient, 'appeals', search, permissions),
  },
  whitelist: {
    prefetch: (queryClient) => prefetchPublicForm(queryClient, 'whitelist'),
    // A restored draft (`?retomar`) opens on the questions, which otherwise load later.
    preload: (search) =>
      search.has('retomar')
        ? import('./whitelist-page').then((page) => page.preloadWhitelistQuestions())
        : null,
  },
  insertionForm: { prefetch: (queryClient) => prefetchPublicForm(queryClient, 'insertion') },
  appealForm: { prefetch: (queryClient) => prefetchPublicForm(queryClient, 'appeal') },
};
