import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { StudentAvatar } from './student-avatar';
import '../messages';
import { paths } from '../../../config/paths';

interface StudentCellProps {
  studentId: number;
  firstName: string;
  lastName: string;
  imageUrl: string | null;
}

/** A table cell: the avatar and the name, linking to the student's page. */
export function StudentCell({ studentId, firstName, lastName, imageUrl }: StudentCellProps) {
  const t = useT();
  const name = `${firstName} ${lastName}`;
  return (
    <span className="eh-student-cell">
      <StudentAvatar firstName={firstName} lastName={lastName} imageUrl={imageUrl} size="small" />
      <Link to={paths.student(studentId)} title={t('people.openStudent', { name })}>{`${lastName}, ${firstName}`}</Link>
    </span>
  );
}
