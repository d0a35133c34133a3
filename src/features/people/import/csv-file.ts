// The CSV import reads the file in the browser (the server gets its text) and offers an example to start from.

/** The contract's limit of the `csv` text (StudentImportRequest.csv maxLength). */
export const MAX_CSV_CHARS = 20_000_000;

export const EXAMPLE_CSV = [
  'altId,firstName,lastName,email,classGroup',
  '0036123456,Ana,Horvat,ana.horvat@example.org,G1',
  '0036123457,Ivan,Kovač,ivan.kovac@example.org,G1',
  '0036123458,Marija,Babić,marija.babic@example.org,G2',
  '',
].join('\n');

export const EXAMPLE_FILE_NAME = 'students-example.csv';

/** Non-empty lines after the header (an estimate for progress texts; the server parses quoted fields). */
export function countDataRows(text: string): number {
  let rows = 0;
  for (const line of text.split(/\r\n|\n|\r/)) if (line.trim() !== '') rows += 1;
  return Math.max(rows - 1, 0);
}

/** A link target that downloads the example (with `download={EXAMPLE_FILE_NAME}`). */
export const EXAMPLE_CSV_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(EXAMPLE_CSV)}`;
