/**
 * Saves a Blob as a file through a temporary link (nothing leaves the device). The object URL is
 * revoked a little later: some browsers start the download only after the click handler returns.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
