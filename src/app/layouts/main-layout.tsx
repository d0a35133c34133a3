import { lazy } from 'react';
import { selectRoleName } from '../../core/auth/auth-slice';
import { isStudent } from '../../lib/access';
import { useAppSelector } from '../../core/hooks';

const StaffLayout = lazy(() => import('./staff-layout'));
const StudentLayout = lazy(() => import('./student-layout'));

/**
 * The signed-in layout, by role: staff get the header with menus, search and course context; students a plain
 * header of their own, which never asks the staff-only API (courses, academic years, search).
 */
export default function MainLayout() {
  const roleName = useAppSelector(selectRoleName);
  return isStudent(roleName) ? <StudentLayout /> : <StaffLayout />;
}
