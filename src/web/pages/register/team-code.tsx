import { useTranslation } from '../../i18n/shared-translation.js';
import type { TeamView } from '../../../shared/schemas/teams.js';
import { QrCode } from '../../components/ui/qr-code.js';
import { notify } from '../../lib/notify.js';
import styles from './team-step.module.css';

/** The join page's address for a code (the page reads `?code=`; the server normalizes the code). */
export function joinUrl(origin: string, code: string): string {
  return `${origin}/team/join?code=${encodeURIComponent(code)}`;
}

/**
 * The team's join code (SPEC §2: the captain shares it): Copy, Share where the device can share, and a QR
 * code of the join page's address for a teammate's phone camera.
 */
export function TeamCode({ team }: { team: TeamView }) {
  const { t } = useTranslation();
  // the browser's (the registration flow renders in the browser only: the server sends its skeleton)
  const origin = typeof window === 'undefined' ? null : window.location.origin;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const url = origin ? joinUrl(origin, team.joinCode) : null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(team.joinCode);
      notify({ type: 'success', title: t('teams.step.copied') });
    } catch {
      notify({ type: 'error', title: t('teams.step.copyFailed') });
    }
  };

  const share = async () => {
    if (!url) return;
    try {
      await navigator.share({
        title: team.name,
        text: t('teams.step.shareText', { name: team.name, event: team.event.name, code: team.joinCode }),
        url,
      });
    } catch {
      // the user closed the share sheet: nothing to say
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="team-code-title">
      <h3 id="team-code-title" className={styles.panelTitle}>
        {t('teams.step.codeTitle')}
      </h3>
      <div className={styles.codeBox}>
        <div className={styles.head}>
          <p className={styles.lead}>{t('teams.step.codeLead')}</p>
          <p className={styles.code}>{team.joinCode}</p>
          {url && (
            <a className={styles.link} href={url}>
              {url}
            </a>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => void copy()}>
              {t('teams.step.copy')}
            </button>
            {canShare && (
              <button type="button" className={styles.secondary} onClick={() => void share()}>
                {t('teams.step.share')}
              </button>
            )}
          </div>
        </div>
        {url && (
          <div className={styles.qr}>
            <QrCode payload={url} label={t('teams.step.qr')} />
          </div>
        )}
      </div>
    </section>
  );
}
