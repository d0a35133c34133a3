import { lazy } from 'react';
import { selectRoleName } from '../../core/auth/auth-slice';
import { isStudent } from '../../lib/access';
import { useAppSelector } from '../../core/hooks';

const StaffHomePage = lazy(() => import('../../features/home/home-page'));
const StudentHomePage = lazy(() => import('../../features/exam-taking/student-home-page'));

/** `/`: each role's own home; a student never loads the staff home (nor makes its requests). */
export default function HomeSwitch() {
  const roleName = useAppSelector(selectRoleName);
  return isStudent(roleName) ? <StudentHomePage /> : <StaffHomePage />;
}
