import { ArrowLeftOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Segmented } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useListCourseTicketsQuery, useListExamTicketsQuery, type Exam } from '../../api/exam-api';
import { ButtonLink } from '../../components/button-link';
import { LoadState } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { selectDbUser } from '../../core/auth/auth-slice';
import { useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { TicketCard } from './components/ticket-card';
import { instanceListPath } from './exam-paths';
import './exams.css';
import './messages';
import { examGate, useRouteExam } from './route-exam';
import './tickets-messages';
import { useExamLiveUpdates } from './use-exam-live-updates';

const STATUSES = ['active', 'closed', 'all'] as const;
type StatusChoice = (typeof STATUSES)[number];
type View = 'exam' | 'mine';

/** The course's "assigned to me" list spans the course's exams, whose live channels the page does not follow. */
const MINE_POLL_MS = 30_000;

/**
 * /exam/tickets/{id}: the students' tickets on an exam, live (the exam's channel), filtered by status, each with
 * Assign to me, Answer (and close) and Close; and the course's tickets assigned to the signed-in teacher, across
 * its exams in the header's academic year (docs/live.md, Tickets).
 */
export default function TicketsPage() {
  const t = useT();
  const route = useRouteExam();
  useDocumentTitle(t('pages.examTickets', { id: route.id }));
  const { exam } = route;
  const gate = examGate(t, route);
  if (gate || !exam) return gate;
  return <Tickets exam={exam} />;
}

function Tickets({ exam }: { exam: Exam }) {
  const t = useT();
  const userId = useAppSelector(selectDbUser)?.id ?? null;
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'mine' ? 'mine' : 'exam';
  const requested = params.get('status');
  const status: StatusChoice = STATUSES.find((choice) => choice === requested) ?? 'active';
  const filter = status === 'all' ? {} : { status };

  useExamLiveUpdates(exam.id);
  const examQuery = useListExamTicketsQuery({ examId: exam.id, ...filter }, { skip: view !== 'exam' });
  const mineQuery = useListCourseTicketsQuery({ courseId: exam.courseId, mine: true, ...filter }, { skip: view !== 'mine', pollingInterval: MINE_POLL_MS });
  const query = view === 'exam' ? examQuery : mineQuery;
  const tickets = query.data?.data ?? [];

  const set = (name: string, value: string, fallback: string) => setParams((current) => {
    const next = new URLSearchParams(current);
    if (value === fallback) next.delete(name);
    else next.set(name, value);
    return next;
  }, { replace: true });

  return (
    <div className="eh-exam-page eh-tickets-page">
      <PageHeader
        title={t('examTickets.title', { title: exam.title })}
        subtitle={t('examTickets.about')}
        actions={(
          <Flex wrap gap={8}>
            <ButtonLink to={paths.examEdit(exam.id)} icon={<ArrowLeftOutlined />}>{t('exams.backToExam')}</ButtonLink>
            <ButtonLink to={instanceListPath('all', exam.id)} icon={<TeamOutlined />}>{t('exams.editor.links.instances')}</ButtonLink>
          </Flex>
        )}
      />
      <Flex wrap gap={12} justify="space-between">
        <Segmented<View>
          aria-label={t('examTickets.views.label')}
          value={view}
          onChange={(value) => set('view', value, 'exam')}
          options={[
            { value: 'exam', label: t('examTickets.views.exam') },
            { value: 'mine', label: t('examTickets.views.mine') },
          ]}
        />
        <Segmented<StatusChoice>
          aria-label={t('examTickets.filter.label')}
          value={status}
          onChange={(value) => set('status', value, 'active')}
          options={STATUSES.map((choice) => ({ value: choice, label: t(`examTickets.filter.${choice}`) }))}
        />
      </Flex>
      <LoadState
        query={query}
        what={t('examTickets.what')}
        isEmpty={tickets.length === 0}
        card
        empty={<Card><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(view === 'mine' ? 'examTickets.empty.mine' : `examTickets.empty.${status}`)} /></Card>}
      >
        {() => (
          <Flex vertical gap={12} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {tickets.map((ticket) => (
              <li key={ticket.id}><TicketCard ticket={ticket} userId={userId} showExam={view === 'mine'} /></li>
            ))}
          </Flex>
        )}
      </LoadState>
    </div>
  );
}
