import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import type { JsonAnswer, JsonView } from '../../../api/exam-api';
import { LazyCodeEditor } from '../../../components/lazy-code-editor';
import { useT } from '../../../i18n';
import '../messages-renderers';
import type { RendererProps } from './renderer-props';

/** The parse error of a JSON text, or null when it is valid. */
export function jsonError(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A JSON editor with a live "valid JSON" or parse-error hint. */
export function JsonRenderer({ answer, onChange, disabled }: RendererProps<JsonView, JsonAnswer>) {
  const t = useT();
  const text = answer?.text ?? '';
  const error = useMemo(() => (text.trim() === '' ? undefined : jsonError(text)), [text]);
  return (
    <Flex vertical gap={8}>
      <LazyCodeEditor
        value={text}
        language="json"
        readOnly={disabled}
        height="240px"
        ariaLabel={t('questionRenderers.json.editor')}
        onChange={(next) => onChange({ kind: 'json', text: next })}
      />
      <div role="status" aria-live="polite">
        {error === null && (
          <Typography.Text type="success"><CheckCircleOutlined /> {t('questionRenderers.json.valid')}</Typography.Text>
        )}
        {typeof error === 'string' && (
          <Typography.Text type="danger"><ExclamationCircleOutlined /> {t('questionRenderers.json.invalid', { error })}</Typography.Text>
        )}
      </div>
    </Flex>
  );
}
