import { Radio, Typography } from 'antd';
import type { JsonContent } from '../../../api/exam-api';
import { LazyCodeEditor } from '../../../components/lazy-code-editor';
import { useT } from '../../../i18n';
import { Field, useEditorContext, type KindEditorProps } from './editor-context';
import { jsonProblem } from '../../../../server/rules/question-rules';

export function JsonEditor({ value, onChange, path }: KindEditorProps<JsonContent>) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const parseError = jsonProblem(value.reference);
  return (
    <>
      <Field
        path={`${path}/reference`}
        label={t('questionEditor.json.reference')}
        extra={parseError ? (
          <Typography.Text type="warning">{t('questionEditor.json.notJson', { reason: parseError })}</Typography.Text>
        ) : t('questionEditor.json.valid')}
      >
        <LazyCodeEditor
          language="json"
          value={value.reference}
          onChange={(reference) => onChange({ ...value, reference })}
          readOnly={readOnly}
          height="220px"
          ariaLabel={t('questionEditor.json.reference')}
        />
      </Field>
      <Field path={`${path}/compare`} label={t('questionEditor.json.compare')}>
        <Radio.Group
          aria-label={t('questionEditor.json.compare')}
          value={value.compare}
          onChange={(event) => onChange({ ...value, compare: event.target.value as JsonContent['compare'] })}
          options={[
            { value: 'strict', label: t('questionEditor.json.strict') },
            { value: 'deep', label: t('questionEditor.json.deep') },
          ]}
        />
      </Field>
    </>
  );
}
