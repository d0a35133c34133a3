import { ClockCircleOutlined, QuestionCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useT } from '../../../i18n';
import type { SaveState } from '../save-queue';
import '../tickets-messages';

export interface NavItem {
  ordinal: number;
  answered: boolean;
  state: SaveState;
  /** A question to the staff about it waits for an answer. */
  ticketPending?: boolean;
}

/** The parts of an item's accessible name: its number, answered or not, saved or not. */
function describe(t: ReturnType<typeof useT>, item: NavItem): string {
  const parts = [t('examPage.nav.question', { ordinal: item.ordinal })];
  parts.push(item.answered ? t('examPage.nav.answered') : t('examPage.nav.unanswered'));
  if (item.state === 'saving' || item.state === 'waiting') parts.push(t('examPage.nav.notSaved'));
  if (item.state === 'late' || item.state === 'refused') parts.push(t(`examPage.save.${item.state}`));
  if (item.ticketPending) parts.push(t('myTickets.pending'));
  return parts.join(', ');
}

interface QuestionNavProps {
  items: NavItem[];
  current: number;
  onGo: (ordinal: number) => void;
  /** Forward-only: the grid only shows where the student is; moving is by "Next". */
  forwardOnly: boolean;
}

/**
 * Every question as a button: answered ones filled, unanswered ones outlined, a clock on those the server has not
 * confirmed yet. Each says all of that in its name too, not by colour alone.
 */
export function QuestionNav({ items, current, onGo, forwardOnly }: QuestionNavProps) {
  const t = useT();
  return (
    <nav aria-label={t('examPage.nav.label')} className="eh-exam-nav">
      <ol className="eh-exam-nav-grid">
        {items.map((item) => {
          const isCurrent = item.ordinal === current;
          const unsaved = item.state === 'saving' || item.state === 'waiting';
          const rejected = item.state === 'late' || item.state === 'refused';
          return (
            <li key={item.ordinal}>
              <Button
                className="eh-exam-nav-item"
                data-answered={item.answered}
                data-state={item.state}
                color={isCurrent || item.answered ? 'primary' : 'default'}
                variant={isCurrent ? 'solid' : item.answered ? 'filled' : 'outlined'}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={describe(t, item)}
                disabled={forwardOnly && !isCurrent}
                onClick={() => onGo(item.ordinal)}
              >
                {item.ordinal}
                {unsaved && <ClockCircleOutlined aria-hidden="true" className="eh-exam-nav-mark" />}
                {rejected && <StopOutlined aria-hidden="true" className="eh-exam-nav-mark" />}
                {item.ticketPending && <QuestionCircleOutlined aria-hidden="true" className="eh-exam-nav-mark" style={{ top: 'auto', bottom: 3 }} />}
              </Button>
            </li>
          );
        })}
      </ol>
      <Flex className="eh-exam-nav-legend" vertical gap={2} aria-hidden="true">
        <Typography.Text type="secondary"><span className="eh-legend-swatch is-answered" /> {t('examPage.nav.answered')}</Typography.Text>
        <Typography.Text type="secondary"><span className="eh-legend-swatch" /> {t('examPage.nav.unanswered')}</Typography.Text>
        <Typography.Text type="secondary"><ClockCircleOutlined /> {t('examPage.nav.notSaved')}</Typography.Text>
        {items.some((item) => item.ticketPending) && <Typography.Text type="secondary"><QuestionCircleOutlined /> {t('myTickets.legend')}</Typography.Text>}
      </Flex>
      {forwardOnly && <Typography.Paragraph type="secondary" className="eh-exam-nav-note">{t('examPage.nav.forwardOnly')}</Typography.Paragraph>}
    </nav>
  );
}
