import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type {
  CabinetQuestion,
  CabinetQuestions,
  QuestionState,
} from '../../../../shared/schemas/cabinet-questions.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get, post } from '../../../lib/http.js';

/* The cabinet's questions inbox (issue 18 item 7, shared/schemas/cabinet-questions.ts); only types from zod. */

export const CABINET_QUESTIONS_PAGE_SIZE = 20;
export type InboxTab = QuestionState;

export const cabinetQuestionKeys = {
  all: (code: string) => ['cabinet', 'questions', code] as const,
  list: (code: string, state: InboxTab, language: Language) =>
    ['cabinet', 'questions', code, state, language] as const,
};

const eventPath = (code: string) => `/api/cabinet/events/${encodeURIComponent(code)}/questions`;

export function cabinetQuestionsQueryOptions(code: string, state: InboxTab, language: Language) {
  return infiniteQueryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetQuestionKeys.list(code, state, language),
    queryFn: ({ pageParam, signal }) =>
      get<CabinetQuestions>(eventPath(code), {
        query: { language, state, cursor: pageParam, limit: CABINET_QUESTIONS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useCabinetQuestions(code: string, state: InboxTab) {
  useTranslation();
  return useInfiniteQuery(cabinetQuestionsQueryOptions(code, state, currentLanguage()));
}

/** POST …/questions/:id/answer; on success (and on 409: somebody answered first) the lists reload. */
export function useAnswerCabinetQuestion(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      post<CabinetQuestion>(`${eventPath(code)}/${id}/answer`, { body: { text } }),
    onSettled: () => client.invalidateQueries({ queryKey: cabinetQuestionKeys.all(code) }),
  });
}

/** POST …/questions/:id/close: closes an open question without an answer (nobody is mailed); the lists reload. */
export function useCloseCabinetQuestion(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<CabinetQuestion>(`${eventPath(code)}/${id}/close`),
    onSettled: () => client.invalidateQueries({ queryKey: cabinetQuestionKeys.all(code) }),
  });
}
