import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ProductImage } from '@/components/product-image';

import { useImageUpload } from '../api/upload-image';
import { splitList } from '../product-form';
import styles from './image-urls-field.module.css';
import { UploadProgress } from './upload-progress';

type ImageUrlsFieldProps = {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/**
 * Comma-separated image URLs with a preview of each (the placeholder when one is broken) and
 * an Upload Image button: the picture goes through the same signed upload as /upload-img and
 * its URL is added to the list.
 */
export function ImageUrlsField({ id, value, error, onChange }: ImageUrlsFieldProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const { state, upload } = useImageUpload();
  const urls = splitList(value);
  // The latest text, for the upload that finishes after more typing.
  const latest = useRef(value);
  latest.current = value;

  async function uploadChosen(file: File | undefined) {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    const image = await upload(file);
    if (!image) return;
    const current = splitList(latest.current);
    onChange([...current, image.imageUrl].join(', '));
  }

  return (
    <div className={styles.field}>
      <Textarea
        id={id}
        label="Image URLs"
        required
        rows={3}
        value={value}
        error={error}
        hint="Separate several URLs with commas, or upload a picture."
        placeholder="/media/i/..., https://..."
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.upload}>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Image file to upload"
          onChange={(event) => void uploadChosen(event.target.files?.[0])}
        />
        <Button
          variant="secondary"
          size="sm"
          loading={state.status === 'uploading'}
          loadingLabel="Uploading image"
          onClick={() => fileRef.current?.click()}
        >
          Upload Image
        </Button>
        {state.status === 'uploading' && <UploadProgress percent={state.percent} label="Image upload progress" />}
        {state.status === 'error' && (
          <p className={styles.error} role="alert">
            {state.message}
          </p>
        )}
      </div>
      {urls.length > 0 && (
        <ul className={styles.grid} aria-label="Image previews">
          {urls.map((url, index) => (
            <li key={`${url}-${index}`} className={styles.tile}>
              <ProductImage src={url} alt={`Image ${index + 1}`} className={styles.image} sizes="120px" loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
