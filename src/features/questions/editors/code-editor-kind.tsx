import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Col, Flex, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useListCodeRunnersQuery, type CodeContent, type CodeLanguage, type CodeTest } from '../../../api/exam-api';
import { LazyCodeEditor } from '../../../components/lazy-code-editor';
import { useT } from '../../../i18n';
import { CodeIoHelp } from '../renderers/io-help';
import { evenWeights, newCodeTest } from './defaults';
import { Field, useEditorContext, useFieldError, type KindEditorProps } from './editor-context';
import { ItemActions, moveItem, removeItem, replaceItem } from './list-helpers';
import { weightSum } from '../../../../server/rules/question-rules';

const LANGUAGES: readonly CodeLanguage[] = ['python', 'javascript', 'java', 'c', 'cpp'];
const MAX_TESTS = 50;
const TEST_FLAGS = ['public', 'trimWhitespace', 'ignoreCase', 'anyOrder', 'regex'] as const;


/** Where this server runs the language (a local sandbox, Judge0) or why it cannot: saving depends on it. */
function RunnerNote({ language }: { language: CodeLanguage }) {
  const t = useT();
  const { data } = useListCodeRunnersQuery();
  const info = data?.data.find((runner) => runner.language === language);
  if (!info) return null;
  const name = t(`questionEditor.code.languages.${language}`);
  if (!info.available) {
    return (
      <Typography.Paragraph type="warning">
        {t('questionEditor.io.runnerNone', { language: name, reason: info.reason ?? '' })}
      </Typography.Paragraph>
    );
  }
  return (
    <Typography.Paragraph>
      {info.runner === 'judge0' ? t('questionEditor.io.runnerJudge0', { language: name }) : t('questionEditor.io.runnerLocal', { language: name })}
    </Typography.Paragraph>
  );
}

/** A programming task: the student's starting code, hidden code around it, a reference and weighted tests. */
export function CodeKindEditor({ value, onChange, path }: KindEditorProps<CodeContent>) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const testsError = useFieldError(`${path}/tests`);
  const sum = weightSum(value.tests);

  const codeField = (key: 'sourceTemplate' | 'prefix' | 'suffix' | 'referenceSolution', height: string) => (
    <Field path={`${path}/${key}`} label={t(`questionEditor.code.${key}`)} extra={t(`questionEditor.code.${key}Help`)}>
      <LazyCodeEditor
        language={value.language}
        value={value[key]}
        onChange={(text) => onChange({ ...value, [key]: text })}
        readOnly={readOnly}
        height={height}
        ariaLabel={t(`questionEditor.code.${key}`)}
      />
    </Field>
  );

  const setTests = (tests: CodeTest[]) => onChange({ ...value, tests });
  const setTest = (index: number, test: CodeTest) => setTests(replaceItem(value.tests, index, test));
  const distribute = () => {
    const weights = evenWeights(value.tests.length);
    setTests(value.tests.map((test, i) => ({ ...test, weight: weights[i] })));
  };

  return (
    <div className="eh-qe-kind">
      <Flex gap={16} wrap>
        <Field path={`${path}/language`} label={t('questionEditor.code.language')} htmlFor={`${path}-language`}>
          <Select
            id={`${path}-language`}
            value={value.language}
            onChange={(language) => onChange({ ...value, language })}
            options={LANGUAGES.map((language) => ({ value: language, label: t(`questionEditor.code.languages.${language}`) }))}
            style={{ width: 180 }}
          />
        </Field>
        <Field path={`${path}/timeLimitMs`} label={t('questionEditor.code.timeLimitMs')} htmlFor={`${path}-time`}>
          <InputNumber
            id={`${path}-time`}
            min={100}
            max={10000}
            step={100}
            precision={0}
            suffix="ms"
            value={value.timeLimitMs}
            onChange={(timeLimitMs) => onChange({ ...value, timeLimitMs: timeLimitMs ?? 2000 })}
            style={{ width: 150 }}
          />
        </Field>
        <Field path={`${path}/memoryLimitMb`} label={t('questionEditor.code.memoryLimitMb')} htmlFor={`${path}-memory`}>
          <InputNumber
            id={`${path}-memory`}
            min={16}
            max={512}
            step={16}
            precision={0}
            suffix="MB"
            value={value.memoryLimitMb}
            onChange={(memoryLimitMb) => onChange({ ...value, memoryLimitMb: memoryLimitMb ?? 128 })}
            style={{ width: 150 }}
          />
        </Field>
      </Flex>
      <div className="eh-qe-io">
        <CodeIoHelp
          language={value.language}
          timeLimitMs={value.timeLimitMs}
          extra={(
            <>
              <Typography.Paragraph>{t('questionEditor.io.reference')}</Typography.Paragraph>
              <RunnerNote language={value.language} />
            </>
          )}
        />
      </div>
      {codeField('sourceTemplate', '160px')}
      <Row gutter={16}>
        <Col xs={24} xl={12}>{codeField('prefix', '120px')}</Col>
        <Col xs={24} xl={12}>{codeField('suffix', '120px')}</Col>
      </Row>
      {codeField('referenceSolution', '200px')}

      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>{t('questionEditor.code.tests')}</Typography.Title>
        <Flex gap={8} align="center" wrap>
          <Typography.Text type={sum === 100 ? 'success' : 'danger'} data-testid="code-weight-sum">
            {t('questionEditor.code.weightSum', { sum })}
          </Typography.Text>
          <Button disabled={readOnly || value.tests.length === 0} onClick={distribute}>{t('questionEditor.code.distribute')}</Button>
        </Flex>
      </Flex>
      {testsError && <Typography.Paragraph type="danger" role="alert">{testsError}</Typography.Paragraph>}
      <ol className="eh-qe-list" aria-label={t('questionEditor.code.tests')}>
        {value.tests.map((test, index) => {
          const label = t('questionEditor.code.testN', { n: index + 1 });
          const testPath = `${path}/tests/${index}`;
          return (
            <li key={test.id}>
              <Card
                size="small"
                className="eh-qe-card"
                title={test.name || label}
                extra={(
                  <ItemActions
                    index={index}
                    count={value.tests.length}
                    itemLabel={label}
                    min={1}
                    onMove={(from, to) => setTests(moveItem(value.tests, from, to))}
                    onRemove={(i) => setTests(removeItem(value.tests, i))}
                  />
                )}
              >
                <Flex gap={16} wrap>
                  <Field path={`${testPath}/name`} label={t('questionEditor.code.testName')} className="eh-qe-grow">
                    <Input aria-label={t('questionEditor.code.testNameOf', { item: label })} value={test.name} maxLength={200} onChange={(event) => setTest(index, { ...test, name: event.target.value })} />
                  </Field>
                  <Field path={`${testPath}/weight`} label={t('questionEditor.code.weight')}>
                    <InputNumber
                      aria-label={t('questionEditor.code.weightOf', { item: label })}
                      min={0}
                      max={100}
                      suffix="%"
                      value={test.weight}
                      onChange={(weight) => setTest(index, { ...test, weight: weight ?? 0 })}
                      style={{ width: 110 }}
                    />
                  </Field>
                </Flex>
                <Flex gap={16} wrap>
                  {TEST_FLAGS.map((flag) => (
                    <Checkbox key={flag} checked={test[flag]} onChange={(event) => setTest(index, { ...test, [flag]: event.target.checked })}>
                      {t(`questionEditor.code.flags.${flag}`)}
                    </Checkbox>
                  ))}
                </Flex>
                <Row gutter={16} style={{ marginTop: 12 }}>
                  <Col xs={24} md={12}>
                    <Field path={`${testPath}/input`} label={t('questionEditor.code.input')}>
                      <Input.TextArea
                        className="eh-qe-mono"
                        aria-label={t('questionEditor.code.inputOf', { item: label })}
                        value={test.input}
                        autoSize={{ minRows: 2, maxRows: 10 }}
                        onChange={(event) => setTest(index, { ...test, input: event.target.value })}
                      />
                    </Field>
                  </Col>
                  <Col xs={24} md={12}>
                    <Field path={`${testPath}/expectedOutput`} label={test.regex ? t('questionEditor.code.expectedRegex') : t('questionEditor.code.expectedOutput')}>
                      <Input.TextArea
                        className="eh-qe-mono"
                        aria-label={t('questionEditor.code.expectedOf', { item: label })}
                        value={test.expectedOutput}
                        autoSize={{ minRows: 2, maxRows: 10 }}
                        onChange={(event) => setTest(index, { ...test, expectedOutput: event.target.value })}
                      />
                    </Field>
                  </Col>
                </Row>
              </Card>
            </li>
          );
        })}
      </ol>
      <Button
        icon={<PlusOutlined />}
        disabled={readOnly || value.tests.length >= MAX_TESTS}
        onClick={() => setTests([...value.tests, newCodeTest(Math.max(0, Math.round((100 - sum) * 100) / 100))])}
      >
        {t('questionEditor.code.addTest')}
      </Button>
    </div>
  );
}
