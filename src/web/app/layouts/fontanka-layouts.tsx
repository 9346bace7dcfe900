import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { LayoutShell } from './layout-shell.js';
import styles from './tenant-logo.module.css';

function FontankaLogo() {
  const name = useTenantName();
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="16" fill="#7dd3c0" />
        <path
          d="M5 14c3-3 5-3 7.5 0s4.5 3 7 0 4.5-3 7.5 0M5 20c3-3 5-3 7.5 0s4.5 3 7 0 4.5-3 7.5 0"
          stroke="#0b3c49"
          strokeWidth="2.2"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span>{name}</span>
    </span>
  );
}

/** fontanka has no home page or catalogue: its header carries no navigation. */
export function FontankaDefaultLayout() {
  return <LayoutShell variant="default" logo={<FontankaLogo />} homeLink={false} />;
}

export function FontankaOrderLayout() {
  return <LayoutShell variant="order" logo={<FontankaLogo />} homeLink={false} />;
}
