import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { tableEmptyText, type LoadQuery } from '../../../components/load-state';

interface ListCardProps<Row> {
  title: string;
  /** The label of the "New …" button, in the card's header and in the empty state. */
  newLabel: string;
  /** Without it (a read-only viewer) there is no "New" button. */
  onNew?: () => void;
  emptyText: string;
  columns: ColumnsType<Row>;
  rows: Row[];
  /** The list's query: loading, failed (with Retry) and empty are told apart. */
  query: LoadQuery;
  /** What the card lists, for the failure text ("the node types"). */
  what: string;
}

/** A short list an administrator manages in full (node types, grading models): a card with a table and "New". */
export function ListCard<Row extends { id: number }>({
  title, newLabel, onNew, emptyText, columns, rows, query, what,
}: ListCardProps<Row>) {
  const newButton = (type: 'primary' | 'default') =>
    onNew && <Button type={type} icon={<PlusOutlined />} onClick={onNew}>{newLabel}</Button>;
  return (
    <Card title={title} extra={newButton('primary')}>
      <Table<Row>
        aria-label={title}
        rowKey="id"
        columns={columns}
        dataSource={query.isError ? [] : rows}
        loading={query.isFetching && !query.isError}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={false}
        showSorterTooltip={false}
        locale={{
          emptyText: tableEmptyText(query, what, (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText}>
              {newButton('primary')}
            </Empty>
          )),
        }}
      />
    </Card>
  );
}
