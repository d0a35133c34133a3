import { Flex, Table, Typography } from 'antd';
import type { CodeAnswer, CodeView, PublicCodeTest } from '../../../api/exam-api';
import { LazyCodeEditor } from '../../../components/lazy-code-editor';
import { useT } from '../../../i18n';
import '../messages-renderers';
import { CodeIoHelp } from './io-help';
import type { RendererProps } from './renderer-props';

const LANGUAGE_NAMES: Record<CodeView['language'], string> = {
  c: 'C', cpp: 'C++', java: 'Java', python: 'Python', javascript: 'JavaScript',
};

const Output = ({ text }: { text: string }) => <pre className="eh-test-io">{text}</pre>;

/** The code editor in the question's language, starting from the template, and the public tests. */
export function CodeRenderer({ view, answer, onChange, disabled }: RendererProps<CodeView, CodeAnswer>) {
  const t = useT();
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {t('questionRenderers.code.facts', { language: LANGUAGE_NAMES[view.language], seconds: view.timeLimitMs / 1000 })}
      </Typography.Text>
      <CodeIoHelp language={view.language} timeLimitMs={view.timeLimitMs} />
      <LazyCodeEditor
        value={answer?.source ?? view.sourceTemplate}
        language={view.language}
        readOnly={disabled}
        height="320px"
        ariaLabel={t('questionRenderers.code.editor', { language: LANGUAGE_NAMES[view.language] })}
        onChange={(source) => onChange({ kind: 'code', source })}
      />
      {view.publicTests.length > 0 && (
        <Table<PublicCodeTest>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={view.publicTests}
          title={() => t('questionRenderers.code.publicTests')}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('questionRenderers.code.testName') },
            { key: 'input', dataIndex: 'input', title: t('questionRenderers.code.input'), render: (text: string) => <Output text={text} /> },
            {
              key: 'expected', dataIndex: 'expectedOutput', title: t('questionRenderers.code.expectedOutput'),
              render: (text: string) => <Output text={text} />,
            },
          ]}
        />
      )}
      {view.hiddenTestCount > 0 && (
        <Typography.Text type="secondary">{t('questionRenderers.code.hiddenTests', { count: view.hiddenTestCount })}</Typography.Text>
      )}
    </Flex>
  );
}
