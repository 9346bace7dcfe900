import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { Relative } from '../../../shared/schemas/account.js';
import { Dialog } from '../../components/ui/dialog.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { apiErrorOf } from '../../lib/api-error.js';
import {
  useCreateRelative,
  useDeleteRelative,
  useRelatives,
  useUpdateRelative,
} from '../../features/account/api/relatives.js';
import { RelativesList } from '../../features/account/components/relatives-list.js';
import type { ProfileFormOutput, SubmitFailure } from '../../features/profile-form/profile-form-values.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { notify } from '../../lib/notify.js';
import styles from './my-account.module.css';
import { accountTexts } from '../../i18n/catalogs/account.js';
import { accountProfileTexts } from '../../i18n/catalogs/account-profile.js';
import { accountRelativesTexts } from '../../i18n/catalogs/account-relatives.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [accountTexts, accountProfileTexts, accountRelativesTexts];

// the forms (react-hook-form, the phone rules) load beside the list, not before it (lib/lazy-part.tsx)
const ProfileForm = lazyPart(
  () => import('../../features/profile-form/profile-form.js').then((m) => m.ProfileForm),
  <Skeleton lines={8} />,
);
const LinkRelativeForm = lazyPart(() =>
  import('../../features/account/components/link-relative-form.js').then((m) => m.LinkRelativeForm),
);

type Editing = { mode: 'add' } | { mode: 'edit'; relative: Relative } | null;

const failureOf = (error: unknown): SubmitFailure => {
  const body = apiErrorOf(error);
  return { fields: body?.fields ?? {}, message: body?.message ?? '' };
};

/** /MyAccount/Relatives: add a relative with a full profile, link an account by e-mail, edit, remove. */
export function RelativesPage() {
  const { t } = useTranslation();
  const query = useRelatives();
  const create = useCreateRelative();
  const update = useUpdateRelative();
  const remove = useDeleteRelative();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Relative | null>(null);

  const save = async (values: ProfileFormOutput): Promise<SubmitFailure | null> => {
    try {
      if (editing?.mode === 'edit') await update.mutateAsync({ id: editing.relative.id, profile: values });
      else await create.mutateAsync(values);
      notify({
        type: 'success',
        title: t(editing?.mode === 'edit' ? 'account.relatives.saved' : 'account.relatives.added'),
      });
      setEditing(null);
      return null;
    } catch (error) {
      return failureOf(error);
    }
  };

  return (
    <>
      <h2 className={styles.sectionTitle}>{t('account.relatives.title')}</h2>
      <p className={styles.lead}>{t('account.relatives.lead')}</p>
      <div>
        <button type="button" className={styles.button} onClick={() => setEditing({ mode: 'add' })}>
          {t('account.relatives.add')}
        </button>
      </div>
      {query.isPending ? (
        <Skeleton key="loading" lines={3} />
      ) : query.isError ? (
        <QueryError key="error" onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <div key="empty" className={styles.empty}>
          <p>{t('account.relatives.empty')}</p>
        </div>
      ) : (
        <RelativesList
          key="list"
          items={query.data.items}
          onEdit={(relative) => setEditing({ mode: 'edit', relative })}
          onRemove={setRemoving}
        />
      )}
      {/* keys: this form's box keeps its identity whatever the block above shows, so what was typed in it
          stays when the list's empty state (also a div) appears (React matches these siblings by position
          anyway; Preact, which rendered the app before, matched unkeyed ones by type and remounted it) */}
      <div key="link" className={styles.empty}>
        <LinkRelativeForm />
      </div>

      {editing && (
        <Dialog
          title={
            editing.mode === 'edit'
              ? t('account.relatives.editTitle', { name: editing.relative.fullName })
              : t('account.relatives.addTitle')
          }
          onClose={() => setEditing(null)}
        >
          <ProfileForm
            profile={editing.mode === 'edit' ? editing.relative.profile : null}
            submitLabel={t('account.profile.save')}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </Dialog>
      )}

      {removing && (
        <Dialog title={t('account.relatives.removeTitle')} onClose={() => setRemoving(null)}>
          <p>{t('account.relatives.removeConfirm', { name: removing.fullName || removing.email })}</p>
          {remove.isError && (
            <p className={styles.alert} role="alert">
              {t('errors.tryLater')}
            </p>
          )}
          <div className={styles.actionsRow}>
            <button
              type="button"
              className={styles.button}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(removing.id, {
                  onSuccess: () => {
                    setRemoving(null);
                    notify({ type: 'success', title: t('account.relatives.removed') });
                  },
                })
              }
            >
              {t('account.relatives.removeYes')}
            </button>
            <button
              type="button"
              className={styles.buttonSecondary}
              onClick={() => setRemoving(null)}
              data-autofocus
            >
              {t('account.common.cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
