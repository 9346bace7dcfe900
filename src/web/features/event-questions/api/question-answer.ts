import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerRequest, QuestionForOrganizer } from '../../../../shared/schemas/questions.js';
import { get, post } from '../../../lib/http.js';

const ANSWER_URL = '/api/questions/answer';

export function questionForOrganizerQueryOptions(token: string) {
  return queryOptions({
    // the page shows the link's own error inline
    meta: { quietErrors: true },
    queryKey: ['questions', 'answer', token] as const,
    queryFn: ({ signal }) => get<QuestionForOrganizer>(ANSWER_URL, { query: { token }, signal }),
  });
}

/** The question an organizer's answer link points at. */
export function useQuestionForOrganizer(token: string) {
  return useQuery(questionForOrganizerQueryOptions(token));
}

/** Sends the organizer's answer (once); the page then shows it. */
export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerRequest) => post<{ ok: true }>(ANSWER_URL, { body }),
    onSuccess: (_answer, body) => {
      queryClient.setQueryData(questionForOrganizerQueryOptions(body.token).queryKey, (old) =>
        old ? { ...old, answer: body.answer.trim() } : old,
      );
    },
  });
}
