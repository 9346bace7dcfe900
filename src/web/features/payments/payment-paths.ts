/** The register route's payment pages of a race (SPEC §2): the payment step and the result pages. */

function registerBase(eventCode: string, raceCode: string): string {
  return `/${encodeURIComponent(eventCode)}/${encodeURIComponent(raceCode)}/register`;
}

/** /{eventCode}/{raceCode}/register/payment?order=NUMBER */
export function paymentStepPath(eventCode: string, raceCode: string, number: string): string {
  return `${registerBase(eventCode, raceCode)}/payment?order=${encodeURIComponent(number)}`;
}

/** /{eventCode}/{raceCode}/register/success?order=NUMBER: the payment's result and the order. */
export function paymentResultPath(eventCode: string, raceCode: string, number: string): string {
  return `${registerBase(eventCode, raceCode)}/success?order=${encodeURIComponent(number)}`;
}

/** The registration itself, to start again. */
export function registerPath(eventCode: string, raceCode: string): string {
  return registerBase(eventCode, raceCode);
}
