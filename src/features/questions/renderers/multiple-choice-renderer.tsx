import { Checkbox, Flex, Radio } from 'antd';
import type { MultipleChoiceAnswer, MultipleChoiceView } from '../../../api/exam-api';
import { Markdown } from '../components/markdown';
import type { RendererProps } from './renderer-props';

const letter = (index: number) => String.fromCharCode(65 + (index % 26));

/** Radio buttons (exactly one correct) or check boxes (any number), each option's text in markdown. */
export function MultipleChoiceRenderer({
  view, answer, onChange, disabled, labelledBy,
}: RendererProps<MultipleChoiceView, MultipleChoiceAnswer>) {
  const chosen = answer?.choices ?? [];
  const label = (text: string, index: number) => (
    <span className="eh-choice-label">
      <span className="eh-choice-letter" aria-hidden="true">{letter(index)}.</span>
      <Markdown source={text} inline />
    </span>
  );

  if (view.multipleCorrect) {
    return (
      <Checkbox.Group
        value={chosen}
        disabled={disabled}
        aria-labelledby={labelledBy}
        role="group"
        // Kept in the options' order, so the same choice is always the same answer.
        onChange={(values) => onChange({
          kind: 'multiple-choice', choices: view.options.map((option) => option.id).filter((id) => values.includes(id)),
        })}
      >
        <Flex vertical gap={8}>
          {view.options.map((option, index) => (
            <Checkbox key={option.id} value={option.id}>{label(option.text, index)}</Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group
      value={chosen[0] ?? null}
      disabled={disabled}
      aria-labelledby={labelledBy}
      role="radiogroup"
      onChange={(event) => onChange({ kind: 'multiple-choice', choices: [String(event.target.value)] })}
    >
      <Flex vertical gap={8}>
        {view.options.map((option, index) => (
          <Radio key={option.id} value={option.id}>{label(option.text, index)}</Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
