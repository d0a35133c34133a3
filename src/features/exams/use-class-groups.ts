import { useEffect, useMemo, useState } from 'react';
import { examApi, useListEnrolmentsQuery, type Enrolment, type EnrolmentPageResponse } from '../../api/exam-api';
import { useAppDispatch } from '../../core/hooks';

/** The contract's largest page. */
const PAGE_SIZE = 200;

export interface ClassGroup {
  name: string;
  /** Students enrolled with it. */
  count: number;
}

/**
 * The class groups of a course's enrolments in an academic year, with their sizes. The enrolments are read page by
 * page (a large course has more than one page), and the groups are the distinct names among them.
 */
export function useClassGroups(courseId: number, academicYearId: number) {
  const dispatch = useAppDispatch();
  const skip = courseId === 0 || academicYearId === 0;
  const args = { courseId, academicYearId, pageSize: PAGE_SIZE, sortBy: 'classGroup' as const };
  const first = useListEnrolmentsQuery({ ...args, page: 1 }, { skip });
  const [rest, setRest] = useState<{ of: EnrolmentPageResponse | undefined; items: Enrolment[] }>({ of: undefined, items: [] });
  const firstData = first.data;

  useEffect(() => {
    const total = firstData?.data.total ?? 0;
    if (total <= PAGE_SIZE) return undefined;
    const pages = Array.from({ length: Math.ceil(total / PAGE_SIZE) - 1 }, (_, index) => index + 2);
    const requests = pages.map((page) => dispatch(examApi.endpoints.listEnrolments.initiate({ courseId, academicYearId, pageSize: PAGE_SIZE, sortBy: 'classGroup', page })));
    let live = true;
    Promise.all(requests.map((request) => request.unwrap()))
      .then((answers) => {
        if (live) setRest({ of: firstData, items: answers.flatMap((answer) => answer.data.items) });
      })
      .catch(() => {
        // The central error alert has said it; the groups of the first page stay offered.
      });
    return () => {
      live = false;
      requests.forEach((request) => request.unsubscribe());
    };
  }, [firstData, dispatch, courseId, academicYearId]);

  const groups = useMemo(() => {
    const items = [...(firstData?.data.items ?? []), ...(rest.of === firstData ? rest.items : [])];
    const counts = new Map<string, number>();
    for (const enrolment of items) {
      if (enrolment.classGroup) counts.set(enrolment.classGroup, (counts.get(enrolment.classGroup) ?? 0) + 1);
    }
    return [...counts].map(([name, count]): ClassGroup => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
  }, [firstData, rest]);

  return { groups, enrolled: firstData?.data.total ?? null, query: first };
}
