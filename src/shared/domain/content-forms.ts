/*
 * The choices and limits the contacts and corporate-lead forms show, apart from their zod schemas
 * (schemas/contacts.ts, schemas/content.ts) so a page can draw its form without loading zod: the schemas
 * load when the form first validates (issue 13).
 */

export const CONTACT_TOPICS = ['registration', 'payment', 'results', 'organizers', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export const CORPORATE_TEAM_SIZES = ['1-50', '51-200', '201-1000', '1000+'] as const;
export const CORPORATE_INTERESTS = ['corporate-race', 'team-entries', 'wellness', 'sponsorship'] as const;
export type CorporateTeamSize = (typeof CORPORATE_TEAM_SIZES)[number];
export type CorporateInterest = (typeof CORPORATE_INTERESTS)[number];
export const CORPORATE_MESSAGE_MAX_LENGTH = 2000;
