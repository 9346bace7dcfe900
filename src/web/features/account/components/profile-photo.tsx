import { useState } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../../../../shared/domain/profile-choices.js';
import { notify } from '../../../lib/notify.js';
import { apiErrorOf } from '../../../lib/api-error.js';
import { useDeleteProfileImage, useUploadProfileImage } from '../api/profile-image.js';
import styles from './account.module.css';

/** Checks a chosen file before it is sent: JPEG, PNG or WebP, at most 5 MB. */
export function imageProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The profile photo: preview, upload on choice (checked first), remove. */
export function ProfilePhoto({ imageUrl }: { imageUrl: string | null }) {
  const { t } = useTranslation();
  const upload = useUploadProfileImage();
  const remove = useDeleteProfileImage();
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setError(t(`account.photo.${problem}`));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify({ type: 'success', title: t('account.photo.uploaded') }),
      onError: (failure) => setError(apiErrorOf(failure)?.message ?? t('errors.tryLater')),
    });
  };

  return (
    <section className={styles.photo} aria-labelledby="profile-photo">
      <h2 id="profile-photo" className={styles.photoTitle}>
        {t('account.photo.title')}
      </h2>
      <div className={styles.photoRow}>
        {imageUrl ? (
          <img
            className={styles.preview}
            src={imageUrl}
            alt={t('account.photo.alt')}
            width={96}
            height={96}
          />
        ) : (
          <p className={styles.muted}>{t('account.photo.none')}</p>
        )}
        <div className={styles.photoActions}>
          <label className={styles.fileLabel} htmlFor="image">
            {t('account.photo.choose')}
          </label>
          <input
            id="image"
            className={styles.file}
            type="file"
            accept={PROFILE_IMAGE_TYPES.join(',')}
            disabled={busy}
            aria-describedby={error ? 'image-hint image-error' : 'image-hint'}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              onFile(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
          <p id="image-hint" className={styles.muted}>
            {t('account.photo.hint')}
          </p>
          {imageUrl && (
            <button
              type="button"
              className={styles.linkButton}
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => notify({ type: 'success', title: t('account.photo.removed') }),
                  onError: () => setError(t('errors.tryLater')),
                })
              }
            >
              {t('account.photo.remove')}
            </button>
          )}
        </div>
      </div>
      {error && (
        <p id="image-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
