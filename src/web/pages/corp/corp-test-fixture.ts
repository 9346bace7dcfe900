import type { CompanyPage, CorpMe } from '../../../shared/schemas/corp-company.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { SIGNED_IN } from '../../test-utils/render-tenant-app.js';

/** What the corporate cabinet's page tests share: its users and their companies. */

export const CORP_USER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
export const SUPPORT_USER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Administrator'] };

export const ME_ADMIN: CorpMe = {
  companies: [
    { id: 1, name: 'Ромашка', role: 'admin' },
    { id: 2, name: 'Лютик', role: 'manager' },
  ],
  support: false,
};

export const PROFILE: CompanyPage['profile'] = {
  name: 'Ромашка',
  legalName: 'ООО «Ромашка»',
  inn: '7704123450',
  kpp: '770401001',
  ogrn: '1027700123450',
  legalAddress: '119019, г. Москва, ул. Новый Арбат, д. 10',
  postalAddress: '',
  bankName: 'ПАО Сбербанк',
  bic: '044525225',
  settlementAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
};

export function companyPage(overrides: Partial<CompanyPage> = {}): CompanyPage {
  return {
    company: { id: 1, name: 'Ромашка' },
    role: 'admin',
    profile: PROFILE,
    contacts: [],
    canEdit: true,
    ...overrides,
  };
}
