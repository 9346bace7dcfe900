import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyProfile } from '../../../../shared/schemas/profile.js';
import { del, post } from '../../../lib/http.js';
import { accountKeys } from './account-keys.js';

export const PROFILE_IMAGE_URL = '/api/account/profile/image';

/** Uploads the photo as the raw request body (its Content-Type is the file's type). */
export function uploadProfileImage(file: Blob): Promise<{ imageUrl: string }> {
  return post<{ imageUrl: string }>(PROFILE_IMAGE_URL, { body: file });
}

export function deleteProfileImage(): Promise<void> {
  return del<void>(PROFILE_IMAGE_URL);
}

function useSetImageUrl() {
  const queryClient = useQueryClient();
  return (imageUrl: string | null) =>
    queryClient.setQueryData<MyProfile>(accountKeys.profile, (old) => (old ? { ...old, imageUrl } : old));
}

export function useUploadProfileImage() {
  const setImageUrl = useSetImageUrl();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: ({ imageUrl }) => setImageUrl(imageUrl),
  });
}

export function useDeleteProfileImage() {
  const setImageUrl = useSetImageUrl();
  return useMutation({
    mutationFn: deleteProfileImage,
    onSuccess: () => setImageUrl(null),
  });
}
