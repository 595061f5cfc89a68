import { useCallback, useEffect, useRef, useState } from 'react';

import { isApiError } from '@/lib/api-client';
import { getDocumented, uploadDocumented, type MultipartFields, type Schemas } from '@/lib/api-contract';

/** The stored picture, as `POST /api/upload` answers. */
export type UploadedImage = Schemas['UploadedImageJson'];

/** The upload limit (admin-side.md section 9); the media service checks it again. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file (JPEG, PNG, etc.)';
export const TOO_LARGE_MESSAGE = 'File size exceeds 5MB limit';
export const NO_FILE_MESSAGE = 'Please select a file to upload.';
export const UPLOAD_FAILED_MESSAGE = 'Upload failed. Please try again.';

/**
 * The browser's quick answer before anything is sent: an image type, at most 5 MB. The server
 * decides by the file's bytes and answers with the same messages.
 */
export function imageFileProblem(file: File | null | undefined): string | null {
  if (!file) return NO_FILE_MESSAGE;
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

/** `GET /api/generate-signature` (admin): a signature for one upload, valid for an hour. */
export function getUploadSignature(): Promise<Schemas['UploadSignatureJson']> {
  return getDocumented('/api/generate-signature');
}

/**
 * Signs, then `POST /api/upload` (multipart: image, api_key, timestamp, signature, folder),
 * reporting the share of bytes sent (0..1).
 */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const signature = await getUploadSignature();
  const fields: MultipartFields<'/api/upload'> = {
    image: file,
    api_key: signature.apiKey,
    timestamp: String(signature.timestamp),
    signature: signature.signature,
    folder: signature.folder,
  };
  return uploadDocumented('/api/upload', fields, {
    signal,
    onProgress: ({ loaded, total }) => onProgress(total > 0 ? loaded / total : 0),
  });
}

/** What to tell the admin when an upload fails: the server's reason for a refusal, else the spec's text. */
export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.body && typeof error.body === 'object') {
    return error.message;
  }
  return UPLOAD_FAILED_MESSAGE;
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'uploaded'; image: UploadedImage }
  | { status: 'error'; message: string };

/**
 * One upload at a time with its real progress: the percentage of bytes sent, held at 99 until
 * the server has stored the picture and answered, then 100.
 */
export function useImageUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(async (file: File): Promise<UploadedImage | null> => {
    const problem = imageFileProblem(file);
    if (problem) {
      setState({ status: 'error', message: problem });
      return null;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'uploading', percent: 0 });
    try {
      const image = await uploadImage(
        file,
        (fraction) => {
          if (!current.signal.aborted) setState({ status: 'uploading', percent: Math.min(99, Math.round(fraction * 100)) });
        },
        current.signal,
      );
      if (current.signal.aborted) return null;
      setState({ status: 'uploaded', image });
      return image;
    } catch (error) {
      if (current.signal.aborted) return null;
      setState({ status: 'error', message: uploadErrorMessage(error) });
      return null;
    }
  }, []);

  const fail = useCallback((message: string) => setState({ status: 'error', message }), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, upload, fail, reset };
}
