// Reading an uploaded text file in the browser (the imports send its text to the server) and saying its size.
import { formatNumber } from '../i18n/format';

/** Reads a file as UTF-8 text without a byte-order mark, reporting progress (0–100) as it goes. */
export function readFileText(file: Blob, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onload = () => {
      onProgress(100);
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^\uFEFF/, '') : '');
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file, 'utf-8');
  });
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} kB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}
