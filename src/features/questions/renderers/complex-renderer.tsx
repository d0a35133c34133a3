import { Card, Flex, Typography } from 'antd';
import type { ComplexAnswer, ComplexView, SubQuestionAnswer } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { Markdown } from '../components/markdown';
import '../messages-renderers';
import { PartRenderer } from './part-renderer';
import type { RendererProps } from './renderer-props';

/** Each part's text and answer controls; the answer holds the parts answered so far, in the parts' order. */
export function ComplexRenderer({ view, answer, onChange, disabled }: RendererProps<ComplexView, ComplexAnswer>) {
  const t = useT();
  const parts = answer?.parts ?? [];
  const setPart = (subquestionId: string, partAnswer: SubQuestionAnswer) => {
    const next = view.subquestions.flatMap((sub) => {
      if (sub.id === subquestionId) return [{ subquestionId, answer: partAnswer }];
      return parts.filter((part) => part.subquestionId === sub.id);
    });
    onChange({ kind: 'complex', parts: next });
  };

  return (
    <Flex vertical gap={12}>
      {view.subquestions.map((sub, index) => {
        const textId = `eh-part-${sub.id}`;
        return (
          <Card
            key={sub.id}
            size="small"
            role="group"
            aria-label={t('questionRenderers.complex.part', { number: index + 1 })}
            title={t('questionRenderers.complex.part', { number: index + 1 })}
            extra={<Typography.Text type="secondary">{t('questionRenderers.complex.weight', { weight: sub.weight })}</Typography.Text>}
          >
            <Flex vertical gap={12}>
              {sub.text.trim() !== '' && <Markdown id={textId} source={sub.text} />}
              <PartRenderer
                body={sub.body}
                answer={parts.find((part) => part.subquestionId === sub.id)?.answer ?? null}
                onChange={(partAnswer) => setPart(sub.id, partAnswer)}
                disabled={disabled}
                labelledBy={sub.text.trim() ? textId : undefined}
              />
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
