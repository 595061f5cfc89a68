import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ProductImage } from '@/components/product-image';

import { useImageUpload } from '../api/upload-image';
import { movedImage, splitList } from '../product-form';
import styles from './image-urls-field.module.css';
import { UploadProgress } from './upload-progress';

type ImageUrlsFieldProps = {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Alt text by picture URL. */
  alts: Record<string, string>;
  altsError?: string;
  onAltsChange: (alts: Record<string, string>) => void;
};

/**
 * Comma-separated image URLs with a preview of each (the placeholder when one is broken) and
 * an Upload Image button: the picture goes through the same signed upload as /upload-img and
 * its URL is added to the list. Each picture has its alt text and can be moved, or made the
 * main picture (the first, which cards and the product page show first).
 */
export function ImageUrlsField({ id, value, error, onChange, alts, altsError, onAltsChange }: ImageUrlsFieldProps) {
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
        <ol className={styles.list} aria-label="Image previews">
          {urls.map((url, index) => {
            const number = index + 1;
            const altId = `${id}-alt-${index}`;
            return (
              <li key={`${url}-${index}`} className={styles.row}>
                <div className={styles.tile}>
                  <ProductImage src={url} alt={alts[url] || `Image ${number}`} className={styles.image} sizes="120px" loading="lazy" />
                  {index === 0 && <span className={styles.main}>Main</span>}
                </div>
                <div className={styles.details}>
                  <label htmlFor={altId} className={styles.altLabel}>
                    Alt text for image {number}
                  </label>
                  <input
                    id={altId}
                    className={styles.altInput}
                    value={alts[url] ?? ''}
                    maxLength={250}
                    placeholder="What the picture shows, e.g. Grey sofa seen from the front"
                    aria-invalid={altsError ? true : undefined}
                    onChange={(event) => onAltsChange({ ...alts, [url]: event.target.value })}
                  />
                  <div className={styles.order}>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={index === 0}
                      aria-label={`Make image ${number} the main picture`}
                      onClick={() => onChange(movedImage(value, index, 0))}
                    >
                      Make main
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === 0}
                      aria-label={`Move image ${number} earlier`}
                      onClick={() => onChange(movedImage(value, index, index - 1))}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === urls.length - 1}
                      aria-label={`Move image ${number} later`}
                      onClick={() => onChange(movedImage(value, index, index + 1))}
                    >
                      ↓
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {altsError && (
        <p className={styles.error} role="alert">
          {altsError}
        </p>
      )}
    </div>
  );
}
