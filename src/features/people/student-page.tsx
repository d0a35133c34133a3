import { ArrowLeftOutlined, CheckCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Empty, Flex, Result, Row, Skeleton, Table, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useGetStudentQuery, type Enrolment } from '../../api/exam-api';
import { isFetchBaseQueryError } from '../../api/errors';
import { useDocumentTitle } from '../../core/use-document-title';
import { ButtonLink } from '../../components/button-link';
import { LoadFailed } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n';
import { AccommodationCard } from './components/accommodation-card';
import { StudentAvatar } from './components/student-avatar';
import { StudentExamsCard } from './components/student-exams-card';
import { StudentTicketsCard } from './components/student-tickets-card';
import './people.css';
import './messages';
import { paths } from '../../config/paths';

/** /student/{id}: a student's profile, their enrolments, the exams they took (score, percentile, review) and their tickets. */
export default function StudentPage() {
  const t = useT();
  const { id = '' } = useParams();
  const studentId = Number(id);
  const valid = Number.isInteger(studentId) && studentId > 0;
  const studentQuery = useGetStudentQuery({ studentId }, { skip: !valid });
  const { data, isLoading, isError, error } = studentQuery;
  const notFound = isError && isFetchBaseQueryError(error) && error.status === 404;
  const student = data?.data.student;
  const enrolments = data?.data.enrolments ?? [];
  const title = student ? `${student.firstName} ${student.lastName}` : t('pages.studentStats', { id });
  useDocumentTitle(title);

  const back = <ButtonLink to={paths.adminStudents} icon={<ArrowLeftOutlined />}>{t('studentPage.back')}</ButtonLink>;

  if (isError && !notFound) {
    return (
      <div className="eh-people-page">
        <PageHeader title={t('pages.studentStats', { id })} actions={back} />
        <Card><LoadFailed what={t('people.what.student')} error={error} onRetry={studentQuery.refetch} /></Card>
      </div>
    );
  }

  if (!valid || notFound) {
    return (
      <div className="eh-people-page">
        <PageHeader title={t('pages.studentStats', { id })} />
        <Card><Result status="404" title={t('studentPage.notFound', { id })} extra={back} /></Card>
      </div>
    );
  }

  return (
    <div className="eh-people-page">
      <PageHeader title={title} actions={back} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={t('studentPage.profile')}>
            {isLoading || !student ? (
              <Skeleton avatar active />
            ) : (
              <Flex gap={16} align="flex-start" wrap>
                <StudentAvatar firstName={student.firstName} lastName={student.lastName} imageUrl={student.imageUrl} size={96} />
                <Descriptions
                  size="small"
                  column={1}
                  style={{ flex: '1 1 220px' }}
                  items={[
                    { key: 'name', label: t('people.columns.name'), children: `${student.firstName} ${student.lastName}` },
                    { key: 'altId', label: t('people.columns.altId'), children: student.altId ?? '—' },
                    ...(student.altId2 ? [{ key: 'altId2', label: t('studentPage.altId2'), children: student.altId2 }] : []),
                    {
                      key: 'email',
                      label: t('people.columns.email'),
                      children: student.email ? <a href={`mailto:${student.email}`}>{student.email}</a> : '—',
                    },
                    { key: 'classGroup', label: t('people.columns.classGroup'), children: student.classGroup ?? '—' },
                    {
                      key: 'account',
                      label: t('people.columns.account'),
                      children: student.hasAccount
                        ? <Tag icon={<CheckCircleOutlined />} color="success">{t('studentPage.hasAccount')}</Tag>
                        : <Tag icon={<MinusCircleOutlined />}>{t('studentPage.noAccount')}</Tag>,
                    },
                  ]}
                />
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t('studentPage.enrolments')}>
            <Table<Enrolment>
              rowKey="id"
              size="small"
              loading={isLoading}
              dataSource={enrolments}
              pagination={false}
              scroll={{ x: 'max-content' }}
              aria-label={t('studentPage.enrolments')}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studentPage.noEnrolments')} /> }}
              columns={[
                {
                  key: 'course',
                  title: t('people.columns.course'),
                  render: (_value, row) => (
                    <span><Typography.Text strong>{row.courseAcronym}</Typography.Text> {row.courseName}</span>
                  ),
                },
                { key: 'year', title: t('people.columns.academicYear'), dataIndex: 'academicYear' },
                {
                  key: 'classGroup',
                  title: t('people.columns.classGroup'),
                  render: (_value, row) => row.classGroup ?? <Typography.Text type="secondary">{t('people.noClassGroup')}</Typography.Text>,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <AccommodationCard studentId={studentId} />
        </Col>
        <Col xs={24}>
          <StudentExamsCard studentId={studentId} />
        </Col>
        <Col xs={24}>
          <StudentTicketsCard studentId={studentId} />
        </Col>
      </Row>
    </div>
  );
}
