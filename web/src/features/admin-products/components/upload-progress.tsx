import styles from './upload-progress.module.css';

type UploadProgressProps = { percent: number; label?: string };

/** The share of the picture sent so far, from the upload's own progress events. */
export function UploadProgress({ percent, label = 'Upload progress' }: UploadProgressProps) {
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.percent} aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
