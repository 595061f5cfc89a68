import { useEffect, useId, useRef, useState, type DragEvent } from 'react';

import { AlertIcon, CheckIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { cx } from '@/lib/class-names';
import { formatNumber } from '@/lib/format';

import { imageFileProblem, NO_FILE_MESSAGE, useImageUpload } from '../api/upload-image';
import { useCopy } from '@/lib/use-copy';
import { AdminPage } from '@/components/admin/admin-page';
import styles from './upload-image-screen.module.css';
import { UploadProgress } from './upload-progress';

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${formatNumber(Math.ceil(bytes / 1024))} KB`;
}

/** A local preview of the chosen file, released when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * /upload-img (admin-side.md section 2, "Image upload"): drag and drop or click to choose, a
 * preview, the real upload progress, then the picture's URL with 'View Full Size' and
 * 'Upload another image'.
 */
export function UploadImageScreen() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = usePreviewUrl(file);
  const { state, upload, fail, reset } = useImageUpload();
  const { toast } = useToast();
  const copy = useCopy();

  function choose(next: File | undefined) {
    if (!next) return;
    const problem = imageFileProblem(next);
    if (problem) {
      setFile(null);
      fail(problem);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    reset();
    setFile(next);
  }

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (state.status !== 'uploading') choose(event.dataTransfer.files[0]);
  }

  async function start() {
    if (!file) {
      fail(NO_FILE_MESSAGE);
      return;
    }
    const image = await upload(file);
    if (image) toast({ type: 'success', message: 'Image uploaded successfully!' });
  }

  function another() {
    reset();
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  const uploading = state.status === 'uploading';

  return (
    <AdminPage title="Upload Image" meta={<p>Upload product pictures: JPEG, PNG or WebP, up to 5 MB.</p>}>
      <Card className={styles.card}>
        {state.status === 'uploaded' ? (
          <div className={styles.result}>
            <p className={styles.success} role="status">
              <CheckIcon size={20} /> Image uploaded successfully
            </p>
            <img src={state.image.imageUrl} alt="Uploaded product" className={styles.resultImage} />
            <p className={styles.facts}>
              <Badge tone="neutral">{state.image.format}</Badge>
              {state.image.width} × {state.image.height} px · {fileSize(state.image.bytes)}
            </p>
            <div className={styles.urlRow}>
              <Input label="Image URL" value={state.image.imageUrl} readOnly fieldClassName={styles.url} onFocus={(event) => event.target.select()} />
              <Button variant="secondary" onClick={() => void copy(state.image.imageUrl, 'Image URL copied to clipboard')}>
                Copy URL
              </Button>
            </div>
            <div className={styles.actions}>
              <a href={state.image.imageUrl} target="_blank" rel="noreferrer" className={styles.fullSize}>
                View Full Size
              </a>
              <Button onClick={another}>Upload another image</Button>
            </div>
          </div>
        ) : (
          <div className={styles.chooser}>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/*"
              className="visually-hidden"
              aria-label="Choose an image"
              disabled={uploading}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <label
              htmlFor={inputId}
              className={cx(styles.dropzone, dragging && styles.dragging, uploading && styles.disabled)}
              onDragEnter={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDragLeave={() => setDragging(false)}
              onDrop={drop}
              data-testid="dropzone"
            >
              {preview && file ? (
                <img src={preview} alt={`Preview of ${file.name}`} className={styles.preview} />
              ) : (
                <span className={styles.prompt}>
                  <strong>Drag and drop an image here</strong>
                  <span>or click to choose a file</span>
                </span>
              )}
            </label>
            {file && (
              <p className={styles.fileName}>
                {file.name} <span>({fileSize(file.size)})</span>
              </p>
            )}
            {uploading && <UploadProgress percent={state.percent} />}
            {state.status === 'error' && (
              <p className={styles.error} role="alert">
                <AlertIcon size={18} /> {state.message}
              </p>
            )}
            <div className={styles.actions}>
              <Button onClick={() => void start()} loading={uploading} loadingLabel="Uploading">
                Upload Image
              </Button>
              {file && !uploading && (
                <Button variant="ghost" onClick={another}>
                  Clear
                </Button>
              )}
            </div>
          </div>
        )}
      </Card>
    </AdminPage>
  );
}
