/** Hands a text to the browser as a file download. */
export function downloadText(name: string, text: string): void {
  downloadFile(name, new Blob([text], { type: 'application/json' }));
}

/** Hands a file (a Blob, say one a worker made) to the browser as a download. */
export function downloadFile(name: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
