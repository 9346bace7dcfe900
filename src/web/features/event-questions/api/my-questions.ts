import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AskQuestionRequest, MyQuestions, Question } from '../../../../shared/schemas/questions.js';
import { get, post } from '../../../lib/http.js';

export const questionsUrl = (code: string) => `/api/event/${encodeURIComponent(code)}/questions`;

export function myQuestionsQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['event', code, 'questions'] as const,
    queryFn: ({ signal }) => get<MyQuestions>(questionsUrl(code), { signal }),
    staleTime: 30_000,
  });
}

/** The signed-in user's questions about an event, newest first; nothing is asked for a visitor. */
export function useMyQuestions(code: string, signedIn: boolean) {
  return useQuery({ ...myQuestionsQueryOptions(code), enabled: signedIn });
}

/** Sends a question to the event's organizer; the list then shows it. */
export function useAskQuestion(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskQuestionRequest) => post<Question>(questionsUrl(code), { body }),
    onSuccess: (question) => {
      queryClient.setQueryData(myQuestionsQueryOptions(code).queryKey, (old) => ({
        items: [question, ...(old?.items ?? []).filter((q) => q.id !== question.id)],
      }));
      void queryClient.invalidateQueries({ queryKey: myQuestionsQueryOptions(code).queryKey });
    },
  });
}
