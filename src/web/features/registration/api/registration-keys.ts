/** Query keys of the registration flow; all under ['registration']. */
export const registrationKeys = {
  all: ['registration'] as const,
  context: (eventCode: string, raceCode: string) => ['registration', 'context', eventCode, raceCode] as const,
  order: (number: string) => ['registration', 'order', number] as const,
  invitation: (token: string) => ['registration', 'invitation', token] as const,
};
