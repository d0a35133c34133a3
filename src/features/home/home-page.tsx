import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Col, Row, Tag, Typography, theme } from 'antd';
import {
  BarChartOutlined, BookOutlined, CalendarOutlined, FileTextOutlined, HistoryOutlined, PartitionOutlined,
  QuestionCircleOutlined, SettingOutlined, TeamOutlined,
} from '@ant-design/icons';
import { PLACEHOLDER_COURSE, selectCurrentAcademicYearTitle, selectCurrentCourse, useContextLists } from '../../core/course-context';
import { useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { paths } from '../../config/paths';
import { useT } from '../../i18n';
import { selectDbUser } from '../../core/auth/auth-slice';
import { MyActivity } from './my-activity';

interface QuickLink {
  path: string;
  key: string;
  icon: ReactNode;
}

const QUICK_LINKS: QuickLink[] = [
  { path: paths.examList, key: 'exams', icon: <FileTextOutlined /> },
  { path: paths.questionList, key: 'questions', icon: <QuestionCircleOutlined /> },
  { path: paths.examAnalytics(), key: 'analytics', icon: <BarChartOutlined /> },
  { path: paths.questionNodes, key: 'nodes', icon: <PartitionOutlined /> },
  { path: paths.adminStudents, key: 'students', icon: <TeamOutlined /> },
  { path: paths.settings, key: 'settings', icon: <SettingOutlined /> },
];

export default function HomePage() {
  const t = useT();
  const { token } = theme.useToken();
  const dbUser = useAppSelector(selectDbUser);
  const { loading } = useContextLists();
  const course = useAppSelector(selectCurrentCourse);
  const yearTitle = useAppSelector(selectCurrentAcademicYearTitle);
  useDocumentTitle(t('home.title'));
  const name = dbUser ? `${dbUser.firstName} ${dbUser.lastName}` : '';

  return (
    <div style={{ display: 'grid', gap: token.marginLG }}>
      <Card
        variant="borderless"
        style={{ background: `linear-gradient(120deg, ${token.colorPrimaryBg}, ${token.colorBgContainer})`, boxShadow: token.boxShadowTertiary }}
      >
        <Typography.Title level={1} className="eh-page-title" style={{ marginTop: 0 }}>{t('home.welcome', { name })}</Typography.Title>
        {loading ? null : course === PLACEHOLDER_COURSE ? (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('home.noCourse')}</Typography.Paragraph>
        ) : (
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {t('home.context', { course: `${course.courseAcronym} — ${course.courseName}`, year: yearTitle })}
          </Typography.Paragraph>
        )}
        <div style={{ marginTop: token.marginSM, display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>
          <Tag icon={<BookOutlined />} color="purple">{course.courseAcronym}</Tag>
          <Tag icon={<CalendarOutlined />} color="blue">{yearTitle}</Tag>
        </div>
      </Card>

      <Row gutter={[token.marginLG, token.marginLG]}>
        <Col xs={24} xl={15}>
          <Card title={t('home.quickLinks')} style={{ height: '100%' }}>
            <Row gutter={[token.margin, token.margin]}>
              {QUICK_LINKS.map((link) => (
                <Col key={link.key} xs={24} sm={12} lg={8}>
                  <Link to={link.path} style={{ display: 'block', height: '100%' }}>
                    <Card hoverable size="small" style={{ height: '100%' }}>
                      <Card.Meta
                        avatar={<span style={{ fontSize: 22, color: token.colorPrimary }}>{link.icon}</span>}
                        title={t(`home.links.${link.key}`)}
                        description={t(`home.links.${link.key}Text`)}
                      />
                    </Card>
                  </Link>
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card title={<span><HistoryOutlined style={{ marginInlineEnd: token.marginXS }} />{t('home.activity')}</span>} style={{ height: '100%' }}>
            <MyActivity />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
