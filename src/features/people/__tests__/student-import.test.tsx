import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentImportRow, StudentImportSummary } from '../../../api/exam-api';
import { http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import { signedInState } from '../../../test/store-state';
import { countDataRows, EXAMPLE_CSV } from '../import/csv-file';
import { StudentImportModal } from '../import/student-import-modal';

jest.setTimeout(60_000);
// The first render of a page pays for loading antd, and a busy machine is slow: the default 1 s of findBy and
// waitFor is not always enough.
const FIND = { timeout: 10_000 };
configure({ asyncUtilTimeout: 10_000 });

const CSV = 'altId,firstName,lastName,email,classGroup\n001,Ana,Horvat,ana@example.org,G1\n,Ivo,,bad,G2\n003,Eva,Babić,,G1\n';

const row = (line: number, status: StudentImportRow['status'], errors: string[] = []): StudentImportRow => ({
  line, altId: status === 'invalid' ? null : `00${line - 1}`, firstName: 'X', lastName: status === 'invalid' ? null : 'Y',
  email: null, classGroup: 'G1', status, enrolment: 'new', errors,
});
const summary: StudentImportSummary = { total: 4, new: 1, update: 1, unchanged: 0, invalid: 2, enrolmentsNew: 2, enrolmentsUpdate: 0 };

const state = signedInState({
  currCourseId: 1,
  currAcademicYearId: 7,
});

beforeEach(() => {
  server.use(
    http.put(apiUrl('/user/settings'), () => ok()),
    http.get(apiUrl('/courses'), () => ok([{ id: 1, courseAcronym: 'DB', courseName: 'Databases' }, { id: 2, courseAcronym: 'OS', courseName: 'Operating systems' }])),
    http.get(apiUrl('/academic-years'), () => ok([{ id: 7, title: '2026/2027', startDate: '2026-10-01', endDate: '2027-09-30', isCurrent: true }])),
    http.post(apiUrl('/imports/students/preview'), () => ok({
      summary,
      // The server lists invalid rows first; the line order here checks the page keeps that.
      rows: [row(3, 'invalid', ['altId is required', 'lastName is required']), row(5, 'invalid', ['email is not valid']), row(2, 'new'), row(4, 'update')],
      truncated: false,
    })),
    http.post(apiUrl('/imports/students/apply'), () => ok({ summary, skipped: 2 })),
  );
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function chooseFile(user: ReturnType<typeof userEvent.setup>, text = CSV, name = 'students.csv') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([text], name, { type: 'text/csv' }));
}

describe('CSV helpers', () => {
  it('counts the data rows of a file, ignoring blank lines', () => {
    expect(countDataRows(CSV)).toBe(3);
    expect(countDataRows('altId,firstName\r\n\r\n1,A\r\n')).toBe(1);
    expect(EXAMPLE_CSV.split('\n')[0]).toBe('altId,firstName,lastName,email,classGroup');
  });
});

describe('StudentImportModal', () => {
  it('offers the example CSV for download', async () => {
    renderInRouter(<StudentImportModal open onClose={() => {}} />, { path: '/admin/students', state });
    const link = (await screen.findByRole('button', { name: /Download an example CSV/ }, FIND)).closest('a') as HTMLAnchorElement;
    expect(link).toHaveAttribute('download', 'students-example.csv');
    expect(decodeURIComponent(link.href)).toContain('altId,firstName,lastName,email,classGroup');
  });

  it('previews, blocks Apply while invalid rows are not skipped, then applies with skipInvalid', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderInRouter(<StudentImportModal open onClose={() => {}} />, { path: '/admin/students', state });
    await chooseFile(user);
    expect(await screen.findByText('students.csv: 3 data rows (108 B)', {}, FIND)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Also enrol every student in a course' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(sentRequests('POST /imports/students/preview')).toHaveLength(1));
    expect(sentRequests('POST /imports/students/preview')[0].body).toEqual({ csv: CSV, courseId: 1, academicYearId: 7 });

    expect(await screen.findByText('2 rows are invalid. Nothing is imported unless you skip them.', {}, FIND)).toBeInTheDocument();
    const table = screen.getByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows[0]).toHaveTextContent('invalid');
    expect(bodyRows[0]).toHaveTextContent('altId is required');
    expect(bodyRows[1]).toHaveTextContent('email is not valid');
    expect(bodyRows[2]).toHaveTextContent('new');

    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Skip the 2 invalid rows' }));
    expect(apply).toBeEnabled();
    await user.click(apply);

    await waitFor(() => expect(sentRequests('POST /imports/students/apply')).toHaveLength(1));
    expect(sentRequests('POST /imports/students/apply')[0].body).toEqual({ csv: CSV, courseId: 1, academicYearId: 7, skipInvalid: true });
    expect(await screen.findByText('Import applied', {}, FIND)).toBeInTheDocument();
    expect(screen.getByText(/1 new student, 1 updated, 0 unchanged, 2 skipped\./)).toBeInTheDocument();
  });

  it("sends no course without 'also enrol' and shows the server's 422 message", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const valid = 'altId,firstName,lastName\n001,Ana,Horvat\n';
    server.use(
      http.post(apiUrl('/imports/students/preview'), () => ok({
        summary: { total: 1, new: 1, update: 0, unchanged: 0, invalid: 0, enrolmentsNew: 0, enrolmentsUpdate: 0 },
        rows: [{ ...row(2, 'new'), enrolment: 'none' }],
        truncated: false,
      })),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(apiUrl('/imports/students/apply'), () => apiError(422, 'IMPORT_INVALID', 'Row 2 became invalid: the student number is taken.', [])),
    );
    renderInRouter(<StudentImportModal open onClose={() => {}} />, { path: '/admin/students', state });
    await chooseFile(user, valid);
    await user.click(await screen.findByRole('button', { name: 'Preview' }, FIND));
    expect(await screen.findByText('Every row is valid.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /imports/students/preview')[0].body).toEqual({ csv: valid });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Row 2 became invalid: the student number is taken.', {}, FIND)).toBeInTheDocument();
    expect(sentRequests('POST /imports/students/apply')[0].body).toEqual({ csv: valid, skipInvalid: false });
    expect(logged).toHaveBeenCalled();
  });

  it('refuses a file that is not a .csv', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
    renderInRouter(<StudentImportModal open onClose={() => {}} />, { path: '/admin/students', state });
    await chooseFile(user, 'hello', 'notes.txt');
    expect(await screen.findByText('Choose a .csv file.', {}, FIND)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
  });
});
