/** Hands a downloaded file to the browser to save under `fileName` (Blob + object URL). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them time before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
