import { Input, InputNumber } from 'antd';
import type { FreeTextContent } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { Field, type KindEditorProps } from './editor-context';

export function FreeTextEditor({ value, onChange, path }: KindEditorProps<FreeTextContent>) {
  const t = useT();
  return (
    <>
      <Field path={`${path}/modelAnswer`} label={t('questionEditor.ft.modelAnswer')} htmlFor={`${path}-model`} extra={t('questionEditor.ft.modelAnswerHelp')}>
        <Input.TextArea
          id={`${path}-model`}
          value={value.modelAnswer ?? ''}
          autoSize={{ minRows: 3, maxRows: 16 }}
          maxLength={20000}
          onChange={(event) => onChange({ ...value, modelAnswer: event.target.value === '' ? null : event.target.value })}
        />
      </Field>
      <Field path={`${path}/maxLength`} label={t('questionEditor.ft.maxLength')} htmlFor={`${path}-max`} extra={t('questionEditor.ft.maxLengthHelp')}>
        <InputNumber
          id={`${path}-max`}
          min={1}
          max={100000}
          precision={0}
          value={value.maxLength}
          onChange={(maxLength) => onChange({ ...value, maxLength: maxLength ?? null })}
          style={{ width: 180 }}
        />
      </Field>
    </>
  );
}
