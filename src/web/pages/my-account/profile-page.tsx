import { useEffect } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { useLocation } from 'react-router';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { useMyProfile, useSaveMyProfile } from '../../features/account/api/get-my-profile.js';
import { ProfilePhoto } from '../../features/account/components/profile-photo.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { notify } from '../../lib/notify.js';
import styles from './my-account.module.css';
import { accountTexts } from '../../i18n/catalogs/account.js';
import { accountProfileTexts } from '../../i18n/catalogs/account-profile.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [accountTexts, accountProfileTexts];

const ProfileForm = lazyPart(
  () => import('../../features/profile-form/profile-form.js').then((m) => m.ProfileForm),
  <Skeleton lines={8} />,
);

/** /MyAccount/Profile: the own profile; #field in the address focuses that field (from the profile alert). */
export function ProfilePage() {
  const { t } = useTranslation();
  const query = useMyProfile();
  const save = useSaveMyProfile();
  const { hash } = useLocation();
  const ready = query.isSuccess;

  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    target.focus();
  }, [ready, hash]);

  return (
    <>
      <h2 className={styles.sectionTitle}>{t('account.profile.title')}</h2>
      <p className={styles.lead}>{t('account.profile.lead')}</p>
      {query.isPending ? (
        <Skeleton lines={8} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <ProfileForm
          profile={query.data}
          email={query.data.email}
          photo={<ProfilePhoto imageUrl={query.data.imageUrl} />}
          submitLabel={t('account.profile.save')}
          onSubmit={async (values) => {
            try {
              await save.mutateAsync(values);
              notify({ type: 'success', title: t('account.profile.saved') });
              return null;
            } catch (error) {
              const body = apiErrorOf(error);
              return { fields: body?.fields, message: body?.message };
            }
          }}
        />
      )}
    </>
  );
}
