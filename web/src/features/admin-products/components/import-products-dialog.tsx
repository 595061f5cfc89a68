import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

import { importSummary, useImportProducts, type ImportReport } from '../api/import-products';
import styles from './import-products-dialog.module.css';

type ImportProductsDialogProps = { open: boolean; onClose: () => void };

/**
 * Import CSV: choose a file in the export's format, see the server's preview (a dry run: how many
 * new, updated and unchanged, every refused cell by row and column), then Import, which writes
 * every row in one transaction or nothing.
 */
export function ImportProductsDialog({ open, onClose }: ImportProductsDialogProps) {
  const { toast } = useToast();
  const run = useImportProducts();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFile(null);
    setPreview(null);
    setFailure(null);
    onClose();
  }

  function check(chosen: File) {
    setFile(chosen);
    setPreview(null);
    setFailure(null);
    run.mutate(
      { file: chosen, dryRun: true },
      {
        onSuccess: setPreview,
        onError: (error) => setFailure(isApiError(error) ? error.message : 'The file could not be checked.'),
      },
    );
  }

  function write() {
    if (!file) return;
    run.mutate(
      { file, dryRun: false },
      {
        onSuccess: (report) => {
          if (report.written) {
            toast({ type: 'success', message: `Imported: ${report.created} new, ${report.updated} updated.` });
            close();
          } else setPreview(report);
        },
        onError: (error) => setFailure(isApiError(error) ? error.message : 'Import failed. Nothing was changed.'),
      },
    );
  }

  const importable = preview !== null && preview.errors.length === 0 && preview.created + preview.updated > 0;
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Import products"
      description="A CSV file in the export's format: rows with an ID update that product, rows without one create a product. Every row is checked first; nothing is written if any row has an error. At most 2 MB and 2,000 rows."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={run.isPending}>
            Cancel
          </Button>
          <Button onClick={write} disabled={!importable} loading={run.isPending && run.variables.dryRun === false} loadingLabel="Importing">
            Import
          </Button>
        </>
      }
    >
      <label className={styles.file}>
        <span>CSV file</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) check(chosen);
          }}
        />
      </label>
      {run.isPending && run.variables.dryRun && <p role="status">Checking every row...</p>}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      {preview && (
        <div className={styles.preview} data-testid="import-preview">
          <p role="status" className={styles.summary}>
            {importSummary(preview)}
          </p>
          {preview.errors.length > 0 ? (
            <>
              <p>Nothing will be imported until these are corrected in the file:</p>
              <table className={styles.errors}>
                <caption className="visually-hidden">Rows with errors</caption>
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">Column</th>
                    <th scope="col">Error</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.errors.map((error, index) => (
                    <tr key={`${error.row}-${error.field}-${index}`}>
                      <td>{error.row}</td>
                      <td>{error.column || '-'}</td>
                      <td>{error.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : preview.created + preview.updated === 0 ? (
            <p>Nothing to change: every row equals its product.</p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
