import { EyeOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useListCoursesQuery } from '../../../api/session-api';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';

/**
 * The public stalk page's address of an exam that allows it (`/stalk/{course}/{exam}`), to open or copy for the
 * projector; nothing while the saved exam does not allow it or its course is not in the list.
 */
export function StalkLink({ exam }: { exam: { courseId: number; abbreviation: string; allowAnonymousStalk: boolean } }) {
  const t = useT();
  // The header's list (cached): the course's acronym is the address's first part.
  const { data } = useListCoursesQuery(undefined, { skip: !exam.allowAnonymousStalk });
  const course = data?.data.find((candidate) => candidate.id === exam.courseId);
  if (!exam.allowAnonymousStalk || !course) return null;
  const url = `${window.location.origin}${paths.stalk(course.courseAcronym, exam.abbreviation)}`;
  return (
    <Space size={4} wrap className="eh-stalk-link">
      <EyeOutlined aria-hidden />
      <Typography.Text type="secondary">{t('exams.stalkLink.label')}</Typography.Text>
      <Typography.Link href={url} target="_blank" rel="noopener noreferrer">{url}</Typography.Link>
      <Typography.Text copyable={{ text: url, tooltips: [t('exams.stalkLink.copy'), t('exams.stalkLink.copied')] }} aria-label={t('exams.stalkLink.copy')} />
    </Space>
  );
}
