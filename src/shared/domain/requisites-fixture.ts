/** A company's requisites that pass every check of requisites.ts (Sberbank's own numbers), for tests. */
export const VALID_REQUISITES = {
  legalName: 'ПАО Сбербанк',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  address: '117312, Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bic: '044525225',
  settlementAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
} as const;
