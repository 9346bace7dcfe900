/** A runner's question in the organizer's inbox: open, answered, or closed without an answer (issue 18). */
export const QUESTION_STATES = ['open', 'answered', 'closed'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];
