const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

const mb = 1024 * 1024;
const gb = 1024 * mb;

/** "820 KB", "3,4 MB", "1,2 GB". */
export function formatFileSize(bytes: number): string {
  if (bytes < mb) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  if (bytes < gb) return `${sizeFormat.format(bytes / mb)} MB`;
  return `${sizeFormat.format(bytes / gb)} GB`;
}
