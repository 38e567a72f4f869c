// Hands a file to the browser's downloads (the object URL is released once the click has been handled).
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function bytesToBlob(bytes: Uint8Array, type: string): Blob {
  // A copy into a plain ArrayBuffer: Blob does not take views over shared buffers.
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Blob([copy.buffer], { type });
}
