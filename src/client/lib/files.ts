export function fileBaseName(name: string, id: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || `template-${id.slice(0, 6)}`;
}

export function downloadText(content: string, fileName: string, type: string): void {
  downloadBlob(new Blob([content], { type }), fileName);
}

export function downloadBytes(bytes: Uint8Array, fileName: string, type: string): void {
  downloadBlob(new Blob([bytes as BlobPart], { type }), fileName);
}

function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
