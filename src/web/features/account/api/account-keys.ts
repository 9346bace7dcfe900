/** Query keys of the personal account; all under ['account'] so a sign-out can drop them at once. */
export const accountKeys = {
  all: ['account'] as const,
  profile: ['account', 'profile'] as const,
  relatives: ['account', 'relatives'] as const,
  registrations: ['account', 'registrations'] as const,
  orders: ['account', 'orders'] as const,
  training: ['account', 'training'] as const,
  teams: ['account', 'teams'] as const,
};
