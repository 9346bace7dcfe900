import type { RegistrationDraft } from '../../../../shared/schemas/registration.js';
import { put } from '../../../lib/http.js';

export const DRAFT_URL = '/api/registration/draft';

/** PUT /api/registration/draft: the flow as it stands (the server keeps one draft per user). */
export function saveDraft(draft: RegistrationDraft): Promise<{ updatedAt: string }> {
  return put<{ updatedAt: string }>(DRAFT_URL, { body: draft });
}
