import { useMutation } from '@tanstack/react-query';
import type { Accepted, ContactMessage } from '../../../../shared/schemas/contacts.js';
import { post } from '../../../lib/http.js';

export const CONTACT_MESSAGES_URL = '/api/contacts/messages';

/** Sends a question to the tenant's support (201 with the stored message's id). */
export function sendContactMessage(body: ContactMessage): Promise<Accepted> {
  return post<Accepted>(CONTACT_MESSAGES_URL, { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
