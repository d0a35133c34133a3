import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ExamSummary } from '../../../api/exam-api';
import { AlertsDisplay } from '../../../core/alerts/alerts-display';
import { apiError, apiUrl, contextListHandlers, ok, sentRequests, server } from '../../../test/api-server';
import { renderUnderAppRoot } from '../../../test/render-shell';
import { signedInState } from '../../../test/store-state';
import { csvRecordCounter, fileNameFromDisposition } from '../download-results';
import ExportPage from '../export-page';

jest.setTimeout(60_000);
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const counts = { generated: 0, notStarted: 3, ongoing: 0, submitted: 212, enrolled: 215 };
function examSummary(id: number, title: string, abbreviation: string): ExamSummary {
  return {
    id, courseId: 1, academicYearId: 1, title, abbreviation, ordinal: id,
    availableFrom: '2027-01-20T09:00:00.000Z', availableTo: '2027-01-20T11:00:00.000Z', durationMinutes: 90,
    phase: 'closed', partCount: 2, questionCount: { min: 3, max: 5 }, hasPassword: false, counts,
  };
}

const CSV = '\uFEFFExam,Student number,Last name\r\nMI,001,Đurđević\r\nMI,002,"Horvat\r\nml."\r\nFI,003,Kovač\r\n';

/** A CSV body in three pieces, the second only after `release()`: the bar shows the rows counted so far. */
function streamedCsv() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bytes = new TextEncoder().encode(CSV);
  const cut = new TextEncoder().encode(CSV.slice(0, CSV.indexOf('MI,002') + 1)).length;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(bytes.slice(0, cut));
      await released;
      controller.enqueue(bytes.slice(cut));
      controller.close();
    },
  });
  return { body, release };
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
const bytesOf = (blob: Blob) => new Promise<ArrayBuffer>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(reader.result as ArrayBuffer);
  reader.readAsArrayBuffer(blob);
});

let saved: { name: string; blob: Blob }[];
let clickSpy: jest.SpyInstance;

beforeEach(() => {
  saved = [];
  server.use(
    ...contextListHandlers({
      courses: [{ id: 1, courseAcronym: 'DB', courseName: 'Databases' }],
      academicYears: [{ id: 1, title: '2026/2027', startDate: '2026-10-01', endDate: '2027-09-30', isCurrent: true, hasExams: true, hasEnrolments: true }],
    }),
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/courses/1/exams'), () => ok([examSummary(5, 'Midterm exam', 'MI'), examSummary(6, 'Final exam', 'FI')])),
  );
  // jsdom has no downloads: the anchor's click is where the browser would save the file.
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = (URL.createObjectURL as jest.Mock).mock.calls.at(-1)[0] as Blob;
    saved.push({ name: this.download, blob });
  });
});

afterEach(() => clickSpy.mockRestore());

const renderPage = () =>
  renderUnderAppRoot([{ path: '/export', element: <><AlertsDisplay /><ExportPage /></> }], { path: '/export', state: signedInState({ currCourseId: 1, currAcademicYearId: 1 }) });

describe('ExportPage', () => {
  it('exports the chosen exams as CSV with the chosen options, shows the rows as they arrive and saves the file', async () => {
    const user = userEvent.setup();
    const stream = streamedCsv();
    server.use(
      http.get(apiUrl('/exports/results'), () => new HttpResponse(stream.body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': "attachment; filename=\"DB_MI-FI_2027-01-21.csv\"; filename*=UTF-8''DB_MI-FI_2027-01-21.csv",
          'X-Export-Rows': '3',
        },
      })),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Export results' }, FIND)).toBeInTheDocument();
    expect(await screen.findByText(/of the exams of DB in 2026\/2027/, undefined, FIND)).toBeInTheDocument();
    const download = screen.getByRole('button', { name: /Download/ });
    expect(download).toBeDisabled();

    await user.click(await screen.findByRole('checkbox', { name: /Final exam/ }));
    await user.click(screen.getByRole('checkbox', { name: /Midterm exam/ }));
    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    await user.click(screen.getByRole('radio', { name: 'Started (also ongoing)' }));
    await user.click(screen.getByRole('switch', { name: 'A column per question' }));
    expect(download).toBeEnabled();
    await user.click(download);

    // The first piece holds the header and one record: 1 of 3 rows.
    expect(await screen.findByText('1 of 3 rows', undefined, FIND)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '33');
    stream.release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('DB_MI-FI_2027-01-21.csv');
    expect(saved[0].blob.type).toBe('text/csv; charset=utf-8');
    expect(new Uint8Array(await bytesOf(saved[0].blob))).toEqual(new TextEncoder().encode(CSV));
    expect(await screen.findByText('Saved DB_MI-FI_2027-01-21.csv (3 rows).', undefined, FIND)).toBeInTheDocument();

    const [request] = sentRequests('GET /exports/results');
    // Sheets in the list's order, whatever order they were ticked in.
    expect(request.url.searchParams.getAll('examIds')).toEqual(['5', '6']);
    expect(request.url.searchParams.get('format')).toBe('csv');
    expect(request.url.searchParams.get('instances')).toBe('started');
    expect(request.url.searchParams.get('perQuestion')).toBe('false');
    expect(request.url.searchParams.get('language')).toBe('en');
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    expect(request.headers.get('context-course-id')).toBe('1');
  });

  it('exports XLSX with every question by default and words a refusal as an error alert', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiUrl('/exports/results'), () => apiError(404, 'NOT_FOUND', 'This exam does not exist.')));
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: /Midterm exam/ }, FIND));
    await user.click(screen.getByRole('button', { name: /Download/ }));
    expect(await screen.findByText(/This exam does not exist\./, undefined, FIND)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    const [request] = sentRequests('GET /exports/results');
    expect(request.url.searchParams.get('format')).toBe('xlsx');
    expect(request.url.searchParams.get('perQuestion')).toBe('true');
    expect(request.url.searchParams.get('instances')).toBe('submitted');
  });

  it('cancels a download under way', async () => {
    const user = userEvent.setup();
    server.use(http.get(apiUrl('/exports/results'), async () => {
      await delay('infinite');
      return HttpResponse.text('');
    }));
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'All exams' }, FIND));
    await user.click(screen.getByRole('button', { name: /Download/ }));
    expect(await screen.findByText('Preparing the file…', undefined, FIND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Cancel/ }));
    expect(await screen.findByText('The export was cancelled.', undefined, FIND)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Download/ })).toBeEnabled();
  });

  it('says so when the course has no exams this year', async () => {
    server.use(http.get(apiUrl('/courses/1/exams'), () => ok([])));
    renderPage();
    expect(await screen.findByText('This course has no exams in this academic year.', undefined, FIND)).toBeInTheDocument();
  });
});

describe('download helpers', () => {
  it('counts CSV records across chunks, ignoring line breaks inside quotes and letters of several bytes', () => {
    const counter = csvRecordCounter();
    const bytes = new TextEncoder().encode('a,"b\r\nc"\r\nČ,"x""y"\r\nđ');
    expect(counter.add(bytes.slice(0, 5))).toBe(0);
    expect(counter.add(bytes.slice(5))).toBe(2);
  });

  it('reads the file name of Content-Disposition, the UTF-8 one first', () => {
    expect(fileNameFromDisposition("attachment; filename=\"a.csv\"; filename*=UTF-8''%C4%8C.csv")).toBe('Č.csv');
    expect(fileNameFromDisposition('attachment; filename="a.csv"')).toBe('a.csv');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
