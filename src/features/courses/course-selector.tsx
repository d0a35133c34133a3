import { useState } from 'react';
import { Button, Select, Tooltip } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { COURSE_PICKER_DIALOG_THRESHOLD, selectCourses, selectCurrentCourse, useContextLists } from '../../core/course-context';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { useT } from '../../i18n';
import { settingsActions } from '../../core/settings/settings-slice';
import { PickerDialog } from './picker-dialog';

interface CourseSelectorProps {
  /** Fill the width of the container (the mobile drawer) instead of the header's fixed width. */
  block?: boolean;
}

/** The current course: a dropdown of the user's courses, or a filterable dialog when there are very many. */
export function CourseSelector({ block = false }: CourseSelectorProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { loading } = useContextLists();
  const courses = useAppSelector(selectCourses);
  const current = useAppSelector(selectCurrentCourse);
  const [dialogOpen, setDialogOpen] = useState(false);
  const width = block ? '100%' : 240;

  const choose = (id: number) => {
    setDialogOpen(false);
    if (id !== current.id) dispatch(settingsActions.currentCourseSet(id));
  };

  if (courses.length > COURSE_PICKER_DIALOG_THRESHOLD) {
    return (
      <>
        <Tooltip title={t('context.chooseCourse')}>
          <Button
            icon={<BookOutlined />}
            aria-label={`${t('context.course')}: ${current.courseAcronym}`}
            onClick={() => setDialogOpen(true)}
            style={{ width, justifyContent: 'flex-start', overflow: 'hidden' }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              <strong>{current.courseAcronym}</strong> {current.courseName}
            </span>
          </Button>
        </Tooltip>
        <PickerDialog
          open={dialogOpen}
          title={t('context.chooseCourse')}
          items={courses.map((course) => ({ id: course.id, label: course.courseAcronym, description: course.courseName, searchText: course.courseName }))}
          selectedId={current.id}
          filterPlaceholder={t('context.filterCourses')}
          emptyText={t('context.noCourses')}
          onPick={choose}
          onClose={() => setDialogOpen(false)}
        />
      </>
    );
  }

  return (
    <Select
      aria-label={t('context.course')}
      value={current.id}
      onChange={choose}
      loading={loading}
      style={{ width }}
      popupMatchSelectWidth={320}
      prefix={<BookOutlined />}
      showSearch={{ optionFilterProp: 'label' }}
      labelRender={() => (
        <span title={current.courseName}>
          <strong>{current.courseAcronym}</strong> {current.courseName}
        </span>
      )}
      options={courses.map((course) => ({
        value: course.id,
        label: `${course.courseAcronym} — ${course.courseName}`,
      }))}
    />
  );
}
