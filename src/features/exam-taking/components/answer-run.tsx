import { CaretRightOutlined, CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useRunMyAnswerMutation, type MyRun, type QuestionAnswer, type SqlRunResult, type TestCaseResult } from '../../../api/exam-api';
import { errorMessage, isFetchBaseQueryError, serverMessage, type ServerErrorBody } from '../../../api/errors';
import { useT } from '../../../i18n';

export interface AnswerRunProps {
  instanceId: number;
  ordinal: number;
  /** The answer as it is on screen (sent as is: a run does not wait for the save). */
  answer: QuestionAnswer | null;
  runsUsed: number;
  maxRuns: number;
  disabled?: boolean;
  /** The runs used after a run (the page keeps the count while the question is left and opened again). */
  onRan?: (runsUsed: number) => void;
}

function ResultSetTable({ caption, set }: { caption: string; set: NonNullable<SqlRunResult['expected']> }) {
  return (
    <div className="eh-run-table-wrap">
      <table className="eh-run-table">
        <caption>{caption}</caption>
        <thead>
          <tr>{set.columns.map((column, index) => <th key={index} scope="col">{column}</th>)}</tr>
        </thead>
        <tbody>
          {set.rows.map((row, r) => (
            <tr key={r}>{row.map((cell, c) => <td key={c}>{cell ?? 'NULL'}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TestResult({ test }: { test: TestCaseResult }) {
  const t = useT();
  return (
    <li className="eh-run-test">
      <Flex gap={8} align="center">
        {test.passed
          ? <CheckCircleFilled className="eh-run-pass" aria-hidden />
          : <CloseCircleFilled className="eh-run-fail" aria-hidden />}
        <Typography.Text strong>{test.name}</Typography.Text>
        <Typography.Text type={test.passed ? 'success' : 'danger'}>{t(test.passed ? 'examPage.run.passed' : 'examPage.run.failed')}</Typography.Text>
      </Flex>
      {!test.passed && (
        <dl className="eh-run-details">
          {test.input !== null && <><dt>{t('examPage.run.input')}</dt><dd><pre>{test.input}</pre></dd></>}
          {test.expectedOutput !== null && <><dt>{t('examPage.run.expected')}</dt><dd><pre>{test.expectedOutput}</pre></dd></>}
          <dt>{t('examPage.run.actual')}</dt><dd><pre>{test.actualOutput ?? '—'}</pre></dd>
          {test.error && <><dt>{t('examPage.run.error')}</dt><dd><pre>{test.error}</pre></dd></>}
        </dl>
      )}
    </li>
  );
}

function RunResult({ run }: { run: MyRun }) {
  const t = useT();
  return (
    <div className="eh-run-result" role="status">
      {run.tests.length > 0 && (
        <>
          <Typography.Text strong>{t('examPage.run.testsSummary', { passed: run.tests.filter((test) => test.passed).length, total: run.tests.length })}</Typography.Text>
          <ul className="eh-run-tests">{run.tests.map((test) => <TestResult key={test.id} test={test} />)}</ul>
        </>
      )}
      {run.sqlRuns.map((sqlRun) => (
        <div key={sqlRun.fixture}>
          <Typography.Text strong type={sqlRun.matches ? 'success' : 'danger'}>
            {t(sqlRun.matches ? 'examPage.run.sqlMatches' : 'examPage.run.sqlDiffers')}
          </Typography.Text>
          {sqlRun.message && !sqlRun.matches && <Typography.Paragraph>{sqlRun.message}</Typography.Paragraph>}
          <Flex wrap gap={16}>
            {sqlRun.expected && <ResultSetTable caption={t('examPage.run.expectedRows')} set={sqlRun.expected} />}
            {sqlRun.actual && <ResultSetTable caption={t('examPage.run.actualRows')} set={sqlRun.actual} />}
          </Flex>
        </div>
      ))}
      {run.tests.length === 0 && run.sqlRuns.length === 0 && run.message && <Typography.Paragraph>{run.message}</Typography.Paragraph>}
    </div>
  );
}

/**
 * "Run against the public tests" under a code or SQL question: the exam's runs per question are counted by the
 * server (the button says how many are left); the result shows the public tests or the visible data set only.
 */
export function AnswerRun({ instanceId, ordinal, answer, runsUsed, maxRuns, disabled = false, onRan }: AnswerRunProps) {
  const t = useT();
  const [runAnswer, state] = useRunMyAnswerMutation();
  const [result, setResult] = useState<MyRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const used = result?.runsUsed ?? runsUsed;
  const left = Math.max(0, maxRuns - used);
  if (maxRuns === 0) return null;

  const run = async () => {
    if (!answer) return;
    setError(null);
    try {
      const ran = (await runAnswer({ examInstanceId: instanceId, ordinal, myRunRequest: { answer } }).unwrap()).data;
      setResult(ran);
      onRan?.(ran.runsUsed);
    } catch (failure) {
      // The server's reason (no runs left, not in progress) in the user's language, else the generic text.
      const body = isFetchBaseQueryError(failure) && typeof failure.data === 'object' && failure.data !== null ? (failure.data as ServerErrorBody) : null;
      setError((body && serverMessage(body)) ?? errorMessage(failure));
    }
  };

  return (
    <section className="eh-run" aria-label={t('examPage.run.label')}>
      <Flex wrap gap={12} align="center">
        <Button icon={<CaretRightOutlined />} onClick={() => void run()} loading={state.isLoading} disabled={disabled || !answer || left === 0}>
          {t('examPage.run.button')}
        </Button>
        <Typography.Text type="secondary">{t('examPage.run.left', { left, max: maxRuns })}</Typography.Text>
      </Flex>
      {error && <Alert type="error" showIcon title={error} className="eh-run-error" />}
      {result && <RunResult run={result} />}
    </section>
  );
}
