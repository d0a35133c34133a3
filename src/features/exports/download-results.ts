import type { ExportResultsApiArg } from '../../api/exam-api';
import { serializeQueryParams } from '../../api/base-query';
import { env } from '../../config/env';

// The results export is a file that streams: RTK Query would buffer it as JSON or text and give no progress, so the
// page fetches it itself, with the same headers as the base query, and reads the body as it arrives
// (docs/exports.md, Progress).

export interface DownloadProgress {
  /** 0..1; XLSX stays below 1 until the last byte (its total is the server's estimate). */
  fraction: number;
  /** CSV: records received; XLSX: null. */
  rows: number | null;
  totalRows: number;
  receivedBytes: number;
  estimatedBytes: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  rows: number;
}

/** A refusal of the server (the contract's Error body), or a request without an answer. */
export class DownloadError extends Error {
  readonly status: number | 'FETCH_ERROR';
  readonly data: unknown;

  constructor(status: number | 'FETCH_ERROR', data: unknown, message: string) {
    super(message);
    this.name = 'DownloadError';
    this.status = status;
    this.data = data;
  }
}

export interface DownloadSession {
  token: string | null;
  csrfToken: string | null;
  courseId: number;
  academicYearId: number;
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the records of a CSV as its bytes arrive: a line feed outside quotes ends one (RFC 4180; a quote inside a
 * quoted cell is doubled, which toggles twice). Bytes are enough: in UTF-8 no byte of a multi-byte letter is a
 * quote or a line feed.
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return {
    add(bytes: Uint8Array) {
      for (const byte of bytes) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LINE_FEED && !quoted) records += 1;
      }
      return records;
    },
  };
}

/** The name in `filename*=UTF-8''…` (RFC 5987), else in `filename="…"`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename="([^"]*)"/i.exec(header);
  return plain ? plain[1] : null;
}

/** The browser's time zone when the contract accepts its name (it always does for IANA names), else none (UTC). */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && /^[A-Za-z0-9_+/-]{1,64}$/.test(zone) ? zone : undefined;
}

const headerNumber = (response: Response, name: string) => {
  const value = Number(response.headers.get(name));
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/** Fetches the export, reporting progress as the body arrives; rejects with DownloadError or an AbortError. */
export async function downloadResults(
  arg: ExportResultsApiArg,
  session: DownloadSession,
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
): Promise<DownloadedFile> {
  const headers = new Headers();
  if (session.token) headers.set('Authorization', `Bearer ${session.token}`);
  if (session.courseId > 0) headers.set('Context-Course-Id', String(session.courseId));
  if (session.academicYearId > 0) headers.set('Context-Academic-Year-Id', String(session.academicYearId));
  if (session.csrfToken) headers.set('X-CSRF-Token', session.csrfToken);
  const url = `${env.apiBaseUrl}/exports/results?${serializeQueryParams(arg)}`;

  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'include', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new DownloadError('FETCH_ERROR', null, String(error));
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not the contract's JSON (a proxy's page): the text is the detail.
    }
    throw new DownloadError(response.status, data, `HTTP ${response.status}`);
  }

  const totalRows = headerNumber(response, 'X-Export-Rows') ?? 0;
  const estimatedBytes = headerNumber(response, 'X-Export-Bytes-Estimate');
  const isCsv = arg.format === 'csv';
  const counter = csvRecordCounter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  let rows = 0;
  const report = () => {
    let fraction: number;
    if (isCsv) fraction = totalRows > 0 ? Math.min(1, rows / totalRows) : 0;
    else fraction = estimatedBytes ? Math.min(0.99, receivedBytes / estimatedBytes) : 0;
    onProgress({ fraction, rows: isCsv ? rows : null, totalRows, receivedBytes, estimatedBytes });
  };
  report();
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      receivedBytes += value.byteLength;
      // The header line is a record too.
      if (isCsv) rows = Math.max(0, counter.add(value) - 1);
      report();
    }
  } else {
    const whole = new Uint8Array(await response.arrayBuffer());
    chunks.push(whole);
    receivedBytes = whole.byteLength;
  }
  onProgress({ fraction: 1, rows: isCsv ? totalRows : null, totalRows, receivedBytes, estimatedBytes });
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `results.${arg.format}`;
  return { blob: new Blob(chunks, { type }), fileName, rows: totalRows };
}
