import { useTranslation } from '../../i18n/shared-translation.js';
import { normalizeTenantCode } from '../../../shared/tenant.js';
import { useTenant } from './tenant-context.js';

/**
 * The tenant's display name: the server's name when the server spoke about the chosen tenant (on localhost
 * `ttt` may choose another one), else our own name for it.
 */
export function useTenantName(): string {
  const { code, info } = useTenant();
  const { t } = useTranslation();
  if (info?.name && normalizeTenantCode(info.organizedId) === code) return info.name;
  return t(`tenants.${code}`);
}
