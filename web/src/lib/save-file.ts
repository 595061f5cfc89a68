/** Saves a fetched file under `filename`: an object URL clicked as a download link. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
