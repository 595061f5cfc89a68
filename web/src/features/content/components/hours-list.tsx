import styles from './hours-list.module.css';

type HoursListProps = { rows: readonly { days: string; hours: string }[]; label: string };

/** Opening hours as a definition list, named by `label` ('Showroom hours', 'Office hours'). */
export function HoursList({ rows, label }: HoursListProps) {
  return (
    <dl className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <div key={row.days} className={styles.row}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
