import type { Enrolment } from '../../../api/exam-api';
import type { DataTableColumn } from '../../../components/data-table';
import type { useT } from '../../../i18n';
import { ClassGroupEditor, UnenrolButton } from './enrolment-controls';
import { StudentCell } from './student-cell';
import '../messages';

type Translate = ReturnType<typeof useT>;

interface StudentRow {
  firstName: string;
  lastName: string;
  imageUrl: string | null;
  altId: string | null;
}

/** The first columns of a table of students (or their enrolments): the name, linking to the student, and the student number. */
export function studentColumns<Row extends StudentRow>(t: Translate, studentId: (row: Row) => number): DataTableColumn<Row>[] {
  return [
    {
      key: 'name',
      title: t('people.columns.student'),
      sortKey: 'lastName',
      hideable: false,
      render: (_value, row) => <StudentCell studentId={studentId(row)} firstName={row.firstName} lastName={row.lastName} imageUrl={row.imageUrl} />,
    },
    { key: 'altId', title: t('people.columns.altId'), sortKey: 'altId', render: (_value, row) => row.altId ?? '—' },
  ];
}

/** The last columns of an enrolment table an administrator changes: the class group to edit, and unenrol. */
export function enrolmentControlColumns(t: Translate): DataTableColumn<Enrolment>[] {
  return [
    { key: 'classGroup', title: t('people.columns.classGroup'), sortKey: 'classGroup', render: (_value, row) => <ClassGroupEditor enrolment={row} /> },
    { key: 'actions', title: t('people.columns.actions'), hideable: false, align: 'right', render: (_value, row) => <UnenrolButton enrolment={row} /> },
  ];
}
