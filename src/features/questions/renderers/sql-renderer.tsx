import { Collapse, Flex } from 'antd';
import type { SqlAnswer, SqlView } from '../../../api/exam-api';
import { LazyCodeEditor } from '../../../components/lazy-code-editor';
import { useT } from '../../../i18n';
import '../messages-renderers';
import { SqlIoHelp } from './io-help';
import type { RendererProps } from './renderer-props';

/**
 * An SQL editor for the query, how it is run and compared, and the database it runs on (schema and data), read-only
 * and folded away.
 */
export function SqlRenderer({ view, answer, onChange, disabled }: RendererProps<SqlView, SqlAnswer>) {
  const t = useT();
  return (
    <Flex vertical gap={12}>
      <SqlIoHelp />
      <LazyCodeEditor
        value={answer?.query ?? ''}
        language="sql"
        readOnly={disabled}
        height="220px"
        ariaLabel={t('questionRenderers.sql.editor')}
        onChange={(query) => onChange({ kind: 'sql', query })}
      />
      {view.fixture.trim() !== '' && (
        <Collapse
          size="small"
          items={[{
            key: 'fixture',
            label: t('questionRenderers.sql.fixture'),
            children: (
              <LazyCodeEditor value={view.fixture} language="sql" readOnly height="auto" ariaLabel={t('questionRenderers.sql.fixture')} />
            ),
          }]}
        />
      )}
    </Flex>
  );
}
