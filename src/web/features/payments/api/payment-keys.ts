/** Query keys of the payment screens; all under ['payments']. */
export const paymentKeys = {
  all: ['payments'] as const,
  order: (number: string) => ['payments', 'order', number] as const,
  sandbox: (id: string) => ['payments', 'sandbox', id] as const,
  invoiced: ['payments', 'invoiced'] as const,
};
