import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AcademicYear, Course } from '../../../api/generated/exam-api';
import { selectAllAcademicYears, selectCourses } from '../../../core/course-context';
import type { AppStore } from '../../../core/store';
import { http } from 'msw';
import { apiUrl, contextListHandlers, ok, sentRequests, server } from '../../../test/api-server';
import { renderInRouter } from '../../../test/render-shell';
import { preloaded, signedInAuth, signedInState, teacherUser } from '../../../test/store-state';
import { AcademicYearSelector } from '../academic-year-selector';
import { CourseSelector } from '../course-selector';

jest.setTimeout(60_000);
const FIND = { timeout: 20_000 };

const makeCourses = (count: number): Course[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, courseAcronym: `C${i + 1}`, courseName: `Course number ${i + 1}` }));
const makeYears = (count: number): AcademicYear[] =>
  Array.from({ length: count }, (_, i) => ({
    id: 100 - i, title: `${2026 - i}/${2027 - i}`, startDate: `${2026 - i}-10-01`, endDate: `${2027 - i}-09-30`, isCurrent: i === 0, hasExams: false, hasEnrolments: false,
  }));

beforeEach(() => {
  server.use(http.put(apiUrl('/user/settings'), () => ok()));
});

/** The server lists these courses and years (the selectors read them from the API cache). */
function serverLists(lists: { courses?: Course[]; academicYears?: AcademicYear[] }) {
  server.use(...contextListHandlers(lists));
}

const listsLoaded = (store: AppStore, courses: number, years: number) => waitFor(() => {
  expect(selectCourses(store.getState())).toHaveLength(courses);
  expect(selectAllAcademicYears(store.getState())).toHaveLength(years);
});

function openSelect(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
}

describe('course selector', () => {
  it('is a dropdown of acronym and name up to 150 courses', async () => {
    serverLists({ courses: makeCourses(150) });
    const { store } = renderInRouter(<CourseSelector />, { state: signedInState({ currCourseId: 2 }) });
    expect(await screen.findByText('C2', {}, FIND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Course:/ })).not.toBeInTheDocument();
    openSelect('Course');
    fireEvent.click(await screen.findByText('C1 — Course number 1', {}, FIND));
    expect(store.getState().settings.currCourseId).toBe(1);
  });

  it('becomes a filterable dialog above 150 courses', async () => {
    serverLists({ courses: makeCourses(151) });
    const { store } = renderInRouter(<CourseSelector />, { state: signedInState({ currCourseId: 2 }) });
    const button = await screen.findByRole('button', { name: 'Course: C2' }, FIND);
    expect(screen.queryByRole('combobox', { name: 'Course' })).not.toBeInTheDocument();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(within(dialog).getAllByRole('option')).toHaveLength(151);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Filter by acronym or name' }), { target: { value: 'c15 NUMBER' } });
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'C15Course number 15', 'C150Course number 150', 'C151Course number 151',
    ]);
    fireEvent.click(within(dialog).getByRole('option', { name: /C151/ }));
    expect(store.getState().settings.currCourseId).toBe(151);
  });

  it('shows the placeholder ??? when the current course is not among the courses', async () => {
    serverLists({ courses: makeCourses(3) });
    const { store } = renderInRouter(<CourseSelector />, { state: signedInState({ currCourseId: 99 }) });
    await listsLoaded(store, 3, 0);
    expect(screen.getAllByText('???').length).toBeGreaterThan(0);
  });

  it('shows the placeholder ??? in the dialog button too', async () => {
    serverLists({ courses: makeCourses(151) });
    renderInRouter(<CourseSelector />, { state: signedInState({ currCourseId: 0 }) });
    expect(await screen.findByRole('button', { name: 'Course: ???' }, FIND)).toBeInTheDocument();
  });
});

describe('for a student', () => {
  it('asks for no staff list: a student has no course context', async () => {
    serverLists({ courses: makeCourses(3), academicYears: makeYears(3) });
    const student = { ...teacherUser, dbUser: { ...teacherUser.dbUser, roleName: 'Student' } };
    renderInRouter(<><CourseSelector /><AcademicYearSelector /></>, { state: preloaded({ auth: signedInAuth({ user: student }) }) });
    await screen.findAllByText('???', {}, FIND);
    expect(sentRequests('GET /courses')).toHaveLength(0);
    expect(sentRequests('GET /academic-years')).toHaveLength(0);
  });
});

describe('academic-year selector', () => {
  it('offers the first 10 years in the dropdown, and every year through a filterable dialog', async () => {
    serverLists({ academicYears: makeYears(15) });
    const { store } = renderInRouter(<AcademicYearSelector />, { state: signedInState({ currAcademicYearId: 100 }) });
    expect(await screen.findByText('2026/2027', {}, FIND)).toBeInTheDocument();
    openSelect('Academic year');
    await screen.findByText('2017/2018', {}, FIND);
    // Ten years and the entry that opens the dialog.
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(11);
    expect(screen.queryByText('2016/2017')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('All 15 years…'));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(within(dialog).getAllByRole('option')).toHaveLength(15);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '2013' } });
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['2013/2014', '2012/2013']);
    fireEvent.click(within(dialog).getByRole('option', { name: /2012\/2013/ }));
    expect(store.getState().settings.currAcademicYearId).toBe(86);
    // The older year chosen is shown in the header, though it is not among the first ten.
    expect(await screen.findByTitle('2012/2013', {}, FIND)).toBeInTheDocument();
  });

  it('picks one of the first 10 from the dropdown', async () => {
    serverLists({ academicYears: makeYears(10) });
    const { store } = renderInRouter(<AcademicYearSelector />, { state: signedInState({ currAcademicYearId: 100 }) });
    await listsLoaded(store, 0, 10);
    openSelect('Academic year');
    fireEvent.click(await screen.findByText('2020/2021', {}, FIND));
    expect(store.getState().settings.currAcademicYearId).toBe(94);
    expect(screen.queryByText(/years…/)).not.toBeInTheDocument();
  });

  it('shows ???? when the current year is not found', async () => {
    serverLists({ academicYears: makeYears(3) });
    const { store } = renderInRouter(<AcademicYearSelector />, { state: signedInState({ currAcademicYearId: 7 }) });
    await listsLoaded(store, 0, 3);
    expect(screen.getByText('????')).toBeInTheDocument();
  });
});
