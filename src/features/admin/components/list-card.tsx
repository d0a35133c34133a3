import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

interface ListCardProps<Row> {
  title: string;
  /** The label of the "New …" button, in the card's header and in the empty state. */
  newLabel: string;
  onNew: () => void;
  emptyText: string;
  columns: ColumnsType<Row>;
  rows: Row[];
  /** Fetching (the table dims) and loading the first time (no empty state yet). */
  fetching: boolean;
  loading: boolean;
}

/** A short list an administrator manages in full (node types, grading models): a card with a table and "New". */
export function ListCard<Row extends { id: number }>({
  title, newLabel, onNew, emptyText, columns, rows, fetching, loading,
}: ListCardProps<Row>) {
  return (
    <Card title={title} extra={<Button type="primary" icon={<PlusOutlined />} onClick={onNew}>{newLabel}</Button>}>
      <Table<Row>
        aria-label={title}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={fetching}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={false}
        showSorterTooltip={false}
        locale={{
          emptyText: loading ? ' ' : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText}>
              <Button type="primary" onClick={onNew}>{newLabel}</Button>
            </Empty>
          ),
        }}
      />
    </Card>
  );
}
