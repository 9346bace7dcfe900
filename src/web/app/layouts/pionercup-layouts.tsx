import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { LayoutShell } from './layout-shell.js';
import styles from './tenant-logo.module.css';

function PionercupLogo() {
  const name = useTenantName();
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="#c8102e" />
        <path d="M10 8h12v4a6 6 0 0 1-12 0z" fill="#ffc72c" />
        <path d="M14 18h4v3h3v3H11v-3h3z" fill="#ffc72c" />
        <path
          d="M10 9H7v2a3 3 0 0 0 3 3M22 9h3v2a3 3 0 0 1-3 3"
          stroke="#ffc72c"
          strokeWidth="1.5"
          fill="none"
        />
      </svg>
      <span>{name}</span>
    </span>
  );
}

/** pionercup has no home page or catalogue: its header carries no navigation. */
export function PionercupDefaultLayout() {
  return <LayoutShell variant="default" logo={<PionercupLogo />} homeLink={false} />;
}

export function PionercupOrderLayout() {
  return <LayoutShell variant="order" logo={<PionercupLogo />} homeLink={false} />;
}
