import {
  CopyOutlined, ExperimentOutlined, HistoryOutlined, PauseCircleOutlined, PlayCircleOutlined,
} from '@ant-design/icons';
import { Badge, Button, Popconfirm, Space, Tag, Tooltip, Typography, type ButtonProps } from 'antd';
import { Link } from 'react-router-dom';
import type { QuestionNodeRef, QuestionSummary } from '../../../api/exam-api';
import type { DataTableColumn } from '../../../components/data-table';
import { t } from '../../../i18n';
import { RelativeTime } from '../../../components/relative-time';
import { KindTag } from './kind-tag';
import '../messages-bank';
import { paths } from '../../../config/paths';

/** A row's small icon button: named for the row it acts on, its action in a tooltip. */
function RowAction({ tip, label, ...button }: { tip: string; label: string } & Omit<ButtonProps, 'size' | 'type'>) {
  return (
    <Tooltip title={tip}>
      <Button size="small" type="text" aria-label={label} {...button} />
    </Tooltip>
  );
}

export function NodeTags({ nodes }: { nodes: QuestionNodeRef[] }) {
  if (nodes.length === 0) return <Typography.Text type="secondary">{t('questionBank.none')}</Typography.Text>;
  return <Space size={[0, 4]} wrap>{nodes.map((node) => <Tag key={node.id}>{node.name}</Tag>)}</Space>;
}

export function QuestionTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <Typography.Text type="secondary">{t('questionBank.none')}</Typography.Text>;
  return <Space size={[0, 4]} wrap>{tags.map((tag) => <Tag key={tag} variant="filled">#{tag}</Tag>)}</Space>;
}

// Links styled like the small text buttons beside them (a link inside a button would nest two controls).
const ICON_LINK = { display: 'inline-block', padding: '0 7px', lineHeight: '24px' } as const;


export interface QuestionRowActions {
  onClone: (row: QuestionSummary) => void;
  onSetActive: (row: QuestionSummary, isActive: boolean) => void;
  onVersions: (row: QuestionSummary) => void;
  /** The row whose clone or (de)activation is under way. */
  busyId?: number | null;
}

/** The question list's columns: what a question is, where it sits, who changed it when, and what can be done. */
export function questionColumns({ onClone, onSetActive, onVersions, busyId = null }: QuestionRowActions): DataTableColumn<QuestionSummary>[] {
  return [
    { key: 'id', title: t('questionBank.columns.id'), dataIndex: 'id', sortKey: 'id', width: 64 },
    {
      key: 'kind',
      title: t('questionBank.columns.kind'),
      sortKey: 'kind',
      render: (_value, row) => <KindTag kind={row.kind} />,
    },
    {
      key: 'title',
      title: t('questionBank.columns.title'),
      sortKey: 'title',
      hideable: false,
      render: (_value, row) => (
        <div style={{ minWidth: 200, maxWidth: 300 }}>
          <Link to={paths.questionEdit(row.id)}>{row.title}</Link>
          {row.textPreview && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ margin: 0, fontSize: '0.875em' }}>
              {row.textPreview}
            </Typography.Paragraph>
          )}
        </div>
      ),
    },
    // Nodes and tags share a column, and the author and version sit under the update time: the list fits a
    // 1280 px screen without scrolling sideways.
    {
      key: 'nodes',
      title: t('questionBank.columns.nodesAndTags'),
      label: t('questionBank.columns.nodesAndTags'),
      render: (_value, row) => (
        <div style={{ maxWidth: 220 }}>
          <Space size={[0, 4]} wrap>
            <NodeTags nodes={row.nodes} />
            {row.tags.length > 0 && <QuestionTags tags={row.tags} />}
          </Space>
        </div>
      ),
    },
    {
      key: 'updated',
      title: t('questionBank.columns.updated'),
      sortKey: 'updatedAt',
      render: (_value, row) => (
        <div style={{ lineHeight: 1.35 }}>
          <RelativeTime iso={row.updatedAt} />
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: '0.875em' }}>
            {row.createdByName ?? t('questionBank.unknownAuthor')}
            {' · '}
            {t('questionBank.versionShort', { version: row.version })}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'active',
      title: t('questionBank.columns.active'),
      render: (_value, row) => (row.isActive
        ? <Badge status="success" text={t('questionBank.active')} />
        : <Badge status="default" text={t('questionBank.inactive')} />),
    },
    {
      key: 'actions',
      title: t('questionBank.columns.actions'),
      hideable: false,
      align: 'right',
      render: (_value, row) => (
        <Space size={4} wrap={false}>
          <Tooltip title={t('questionBank.actions.try')}>
            <Link to={paths.questionTry(row.id)} style={ICON_LINK} aria-label={t('questionBank.actions.tryNamed', { title: row.title })}>
              <ExperimentOutlined />
            </Link>
          </Tooltip>
          <RowAction
            tip={t('questionBank.actions.clone')}
            label={t('questionBank.actions.cloneNamed', { title: row.title })}
            icon={<CopyOutlined />}
            loading={busyId === row.id}
            onClick={() => onClone(row)}
          />
          {row.isActive ? (
            <Popconfirm
              title={t('questionBank.actions.deactivateConfirm', { title: row.title })}
              description={t('questionBank.actions.deactivateHelp')}
              okText={t('questionBank.actions.deactivate')}
              okButtonProps={{ danger: true }}
              onConfirm={() => onSetActive(row, false)}
            >
              <Tooltip title={t('questionBank.actions.deactivate')}>
                <Button
                  size="small"
                  type="text"
                  icon={<PauseCircleOutlined />}
                  aria-label={t('questionBank.actions.deactivateNamed', { title: row.title })}
                />
              </Tooltip>
            </Popconfirm>
          ) : (
            <RowAction
              tip={t('questionBank.actions.activate')}
              label={t('questionBank.actions.activateNamed', { title: row.title })}
              icon={<PlayCircleOutlined />}
              onClick={() => onSetActive(row, true)}
            />
          )}
          <RowAction
            tip={t('questionBank.actions.versions')}
            label={t('questionBank.actions.versionsNamed', { title: row.title })}
            icon={<HistoryOutlined />}
            onClick={() => onVersions(row)}
          />
        </Space>
      ),
    },
  ];
}
