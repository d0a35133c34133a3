import { Radio, Switch, Typography } from 'antd';
import type { SqlContent } from '../../../api/exam-api';
import { LazyCodeEditor } from '../../../components/lazy-code-editor';
import { useT } from '../../../i18n';
import { SqlIoHelp } from '../renderers/io-help';
import { Field, useEditorContext, type KindEditorProps } from './editor-context';

export function SqlEditor({ value, onChange, path }: KindEditorProps<SqlContent>) {
  const t = useT();
  const { readOnly } = useEditorContext();
  const sqlField = (key: 'fixture' | 'hiddenFixture' | 'referenceSolution', height: string) => (
    <Field path={`${path}/${key}`} label={t(`questionEditor.sql.${key}`)} extra={t(`questionEditor.sql.${key}Help`)}>
      <LazyCodeEditor
        language="sql"
        value={value[key]}
        onChange={(text) => onChange({ ...value, [key]: text })}
        readOnly={readOnly}
        height={height}
        ariaLabel={t(`questionEditor.sql.${key}`)}
      />
    </Field>
  );
  return (
    <>
      <div className="eh-qe-io">
        <SqlIoHelp
          extra={(
            <>
              <Typography.Paragraph>
                {t('questionEditor.io.sqlSettings', {
                  order: value.orderMatters ? 'yes' : 'no',
                  names: value.columnNames === 'match' ? 'yes' : 'no',
                })}
              </Typography.Paragraph>
              <Typography.Paragraph>{t('questionEditor.io.referenceSql')}</Typography.Paragraph>
            </>
          )}
        />
      </div>
      {sqlField('fixture', '220px')}
      {sqlField('hiddenFixture', '160px')}
      {sqlField('referenceSolution', '140px')}
      <Field path={`${path}/orderMatters`} label={t('questionEditor.sql.orderMatters')} htmlFor={`${path}-order`} extra={t('questionEditor.sql.orderMattersHelp')}>
        <Switch id={`${path}-order`} checked={value.orderMatters} onChange={(orderMatters) => onChange({ ...value, orderMatters })} />
      </Field>
      <Field path={`${path}/columnNames`} label={t('questionEditor.sql.columnNames')}>
        <Radio.Group
          aria-label={t('questionEditor.sql.columnNames')}
          value={value.columnNames}
          onChange={(event) => onChange({ ...value, columnNames: event.target.value as SqlContent['columnNames'] })}
          options={[
            { value: 'ignore', label: t('questionEditor.sql.columnNamesIgnore') },
            { value: 'match', label: t('questionEditor.sql.columnNamesMatch') },
          ]}
        />
      </Field>
    </>
  );
}
