/**
 * Saves a file the page made (a CSV, a chart image) through a temporary link with `download`, the way
 * every browser supports without a library.
 */

/** Object URLs are released after a while rather than at once: some browsers read them late. */
const REVOKE_AFTER_MS = 30_000;

function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * UTF-8's byte-order mark: without it Excel in Brazil reads the file as Windows-1252 (broken accents) and, not
 * recognising it as UTF-8 CSV, puts each line in one column. It precedes the spec's header line in the file only.
 */
const UTF8_BOM = '\uFEFF';

/** CSV text as a UTF-8 file, byte-order mark first. */
function csvBlob(csv: string): Blob {
  return new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' });
}

export { csvBlob, downloadBlob };
