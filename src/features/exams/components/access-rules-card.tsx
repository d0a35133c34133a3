import { Card, Col, Input, Row, Switch, Typography } from 'antd';
import { useT } from '../../../i18n';
import type { ExamDraft } from '../exam-draft';
import { CardTitle } from '../exam-format';
import { ExamField } from './exam-field';
import '../messages';

type ListField = 'sebConfigKeys' | 'sebBrowserExamKeys' | 'allowedNetworks';

const linesOf = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');

/**
 * The exam's access rules (docs/exams.md, "Access rules"): Safe Exam Browser required, with the keys accepted besides
 * the generated configuration's, and the networks students may take it from. The server checks every request of a
 * student that acts on the exam.
 */
export function AccessRulesCard({ draft, update }: { draft: ExamDraft; update: (changes: Partial<ExamDraft>) => void }) {
  const t = useT();
  const listField = (field: ListField, rows: number) => (
    <ExamField path={field} label={t(`exams.fields.${field}`)} htmlFor={`eh-exam-${field}`} extra={t(`exams.fields.${field}Help`)}>
      <Input.TextArea
        id={`eh-exam-${field}`}
        autoSize={{ minRows: rows, maxRows: 8 }}
        spellCheck={false}
        // Lines as typed while editing; what is sent is trimmed and without empty lines.
        defaultValue={draft[field].join('\n')}
        onChange={(event) => update({ [field]: linesOf(event.target.value) })}
        style={{ fontFamily: 'var(--eh-font-mono, monospace)' }}
      />
    </ExamField>
  );
  return (
    <Card title={<CardTitle>{t('exams.editor.sections.access')}</CardTitle>}>
      <Typography.Paragraph type="secondary">{t('exams.access.help')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>{listField('allowedNetworks', 2)}</Col>
        <Col xs={24} md={12}>
          <ExamField path="sebRequired" label={t('exams.fields.sebRequired')} htmlFor="eh-exam-sebRequired" extra={t('exams.fields.sebRequiredHelp')} className="eh-exam-switch">
            <Switch id="eh-exam-sebRequired" checked={draft.sebRequired} onChange={(sebRequired) => update({ sebRequired })} />
          </ExamField>
        </Col>
        {draft.sebRequired && <Col xs={24} md={12}>{listField('sebConfigKeys', 1)}</Col>}
        {draft.sebRequired && <Col xs={24} md={12}>{listField('sebBrowserExamKeys', 1)}</Col>}
      </Row>
    </Card>
  );
}
