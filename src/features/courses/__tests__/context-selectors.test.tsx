import { fireEvent, screen, within } from '@testing-library/react';
import type { AcademicYear, Course } from '../../../api/generated/exam-api';
import { fakeOk, installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderInRouter } from '../../../test/render-shell';
import { signedInState } from '../../../test/store-state';
import { AcademicYearSelector } from '../academic-year-selector';
import { CourseSelector } from '../course-selector';

jest.setTimeout(60_000);
const FIND = { timeout: 20_000 };

const makeCourses = (count: number): Course[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, courseAcronym: `C${i + 1}`, courseName: `Course number ${i + 1}` }));
const makeYears = (count: number): AcademicYear[] =>
  Array.from({ length: count }, (_, i) => ({
    id: 100 - i, title: `${2026 - i}/${2027 - i}`, startDate: `${2026 - i}-10-01`, endDate: `${2027 - i}-09-30`, isCurrent: i === 0,
  }));

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({ 'PUT /user/settings': fakeOk() });
});
afterEach(() => api.restore());

function openSelect(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
}

describe('course selector', () => {
  it('is a dropdown of acronym and name up to 150 courses', async () => {
    const { store } = renderInRouter(<CourseSelector />, { state: signedInState({ courses: makeCourses(150), currCourseId: 2 }) });
    expect(screen.getByText('C2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Course:/ })).not.toBeInTheDocument();
    openSelect('Course');
    fireEvent.click(await screen.findByText('C1 — Course number 1', {}, FIND));
    expect(store.getState().settings.currCourseId).toBe(1);
  });

  it('becomes a filterable dialog above 150 courses', async () => {
    const { store } = renderInRouter(<CourseSelector />, { state: signedInState({ courses: makeCourses(151), currCourseId: 2 }) });
    expect(screen.queryByRole('combobox', { name: 'Course' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Course: C2' }));
    const dialog = await screen.findByRole('dialog', {}, FIND);
    expect(within(dialog).getAllByRole('option')).toHaveLength(151);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Filter by acronym or name' }), { target: { value: 'c15 NUMBER' } });
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'C15Course number 15', 'C150Course number 150', 'C151Course number 151',
    ]);
    fireEvent.click(within(dialog).getByRole('option', { name: /C151/ }));
    expect(store.getState().settings.currCourseId).toBe(151);
  });

  it('shows the placeholder ??? when the current course is not among the courses', () => {
    renderInRouter(<CourseSelector />, { state: signedInState({ courses: makeCourses(3), currCourseId: 99 }) });
    expect(screen.getAllByText('???').length).toBeGreaterThan(0);
  });

  it('shows the placeholder ??? in the dialog button too', () => {
    renderInRouter(<CourseSelector />, { state: signedInState({ courses: makeCourses(151), currCourseId: 0 }) });
    expect(screen.getByRole('button', { name: 'Course: ???' })).toBeInTheDocument();
  });
});

describe('academic-year selector', () => {
  it('offers the first 10 years in the dropdown, and every year through a filterable dialog', async () => {
    const { store } = renderInRouter(<AcademicYearSelector />, { state: signedInState({ academicYears: makeYears(15), currAcademicYearId: 100 }) });
    expect(screen.getByText('2026/2027')).toBeInTheDocument();
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
    const { store } = renderInRouter(<AcademicYearSelector />, { state: signedInState({ academicYears: makeYears(10), currAcademicYearId: 100 }) });
    openSelect('Academic year');
    fireEvent.click(await screen.findByText('2020/2021', {}, FIND));
    expect(store.getState().settings.currAcademicYearId).toBe(94);
    expect(screen.queryByText(/years…/)).not.toBeInTheDocument();
  });

  it('shows ???? when the current year is not found', () => {
    renderInRouter(<AcademicYearSelector />, { state: signedInState({ academicYears: makeYears(3), currAcademicYearId: 7 }) });
    expect(screen.getByText('????')).toBeInTheDocument();
  });
});
