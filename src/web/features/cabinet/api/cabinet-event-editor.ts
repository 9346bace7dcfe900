import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { EventStatus } from '../../../../shared/domain/event-status.js';
import type {
  Cities,
  EventEditor,
  EventForm,
  NewEvent,
} from '../../../../shared/schemas/cabinet-event-editor.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { get, post, put } from '../../../lib/http.js';

/* The cabinet's event editor (issue 18 item 2, shared/schemas/cabinet-event-editor.ts); only types from zod. */

export const eventEditorKeys = {
  all: (code: string) => ['cabinet', 'event-editor', code] as const,
  editor: (code: string, language: Language) => ['cabinet', 'event-editor', code, language] as const,
};

const eventPath = (code: string) => `/api/cabinet/events/${encodeURIComponent(code)}`;

export function eventEditorQueryOptions(code: string, language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: eventEditorKeys.editor(code, language),
    queryFn: ({ signal }) => get<EventEditor>(`${eventPath(code)}/edit`, { query: { language }, signal }),
  });
}

/** GET /api/cabinet/events/:code/edit */
export function useEventEditor(code: string) {
  useTranslation();
  return useQuery(eventEditorQueryOptions(code, currentLanguage()));
}

/** GET /api/cabinet/cities: the cities a new event's form offers. */
export function useCabinetCities() {
  useTranslation();
  const language = currentLanguage();
  return useQuery({
    meta: { quietErrors: true },
    queryKey: ['cabinet', 'cities', language],
    queryFn: ({ signal }) => get<Cities>('/api/cabinet/cities', { query: { language }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** After a write: the editor shows what was saved; the cabinet's event list reloads (name, status). */
function useSaved() {
  const client = useQueryClient();
  return (editor: EventEditor) => {
    client.setQueryData(eventEditorKeys.editor(editor.code, currentLanguage()), editor);
    return client.invalidateQueries({ queryKey: ['cabinet', 'events'] });
  };
}

/** POST /api/cabinet/events: a draft. */
export function useCreateEvent() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (event: NewEvent) => post<EventEditor>('/api/cabinet/events', { body: event }),
    onSuccess: saved,
  });
}

/** PUT /api/cabinet/events/:code/edit */
export function useSaveEvent(code: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (event: EventForm) => put<EventEditor>(`${eventPath(code)}/edit`, { body: event }),
    onSuccess: saved,
  });
}

/** POST /api/cabinet/events/:code/status */
export function useMoveEvent(code: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (status: EventStatus) => post<EventEditor>(`${eventPath(code)}/status`, { body: { status } }),
    onSuccess: saved,
  });
}
