import { useCallback } from 'react';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '@sweepscout/shared';
import { useUploadImageMutation } from '../api/adminApi';
import { errorText, notifyError } from '../components/feedback';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads one image through the admin's upload route and answers its URL, or null after a toast
 * saying why it failed. Type and size are checked here for a quick answer and again on the server.
 */
export function useImageUpload(): (file: File) => Promise<string | null> {
  const [upload] = useUploadImageMutation();
  return useCallback(
    async (file: File) => {
      try {
        if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
          throw new Error('Images must be PNG, JPEG, WebP or GIF files');
        }
        if (file.size > MAX_UPLOAD_BYTES) throw new Error('Images must be at most 5 MB');
        const { url } = await upload(await readAsDataUrl(file)).unwrap();
        return url;
      } catch (error) {
        const message = error instanceof Error ? error.message : errorText(error);
        notifyError(`Failed to upload ${file.name}: ${message}`);
        return null;
      }
    },
    [upload],
  );
}
