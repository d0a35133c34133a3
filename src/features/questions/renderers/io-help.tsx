import { Collapse, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { CodeLanguage } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import '../messages-renderers';

/** The io strings mark code with backticks: those parts are shown as code. */
export function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

interface IoHelpProps {
  /** More paragraphs for whoever reads it (the editor adds what this server and this question do). */
  extra?: ReactNode;
}

function IoCollapse({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Collapse
      size="small"
      className="eh-io-help"
      items={[{ key: 'io', label: t('questionRenderers.io.title'), children }]}
    />
  );
}

/**
 * What a program of the language reads and writes and what a test compares, folded away beside the code editor:
 * the same text for the student and for the teacher writing the question (who also gets `extra`).
 */
export function CodeIoHelp({ language, timeLimitMs, extra }: IoHelpProps & { language: CodeLanguage; timeLimitMs: number }) {
  const t = useT();
  return (
    <IoCollapse>
      <Typography.Paragraph>{withCode(t(`questionRenderers.io.${language}`))}</Typography.Paragraph>
      <Typography.Paragraph>{t('questionRenderers.io.tests', { seconds: timeLimitMs / 1000 })}</Typography.Paragraph>
      {extra}
    </IoCollapse>
  );
}

/** How an SQL answer is run and compared. */
export function SqlIoHelp({ extra }: IoHelpProps) {
  const t = useT();
  return (
    <IoCollapse>
      <Typography.Paragraph>{t('questionRenderers.io.sql')}</Typography.Paragraph>
      {extra}
    </IoCollapse>
  );
}
