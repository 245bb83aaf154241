import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from './list-table';

/** The talent lists' table: 10 rows a page (usePagedQuery's default), the total below, no page-size changer. */
export function PagedTable<Row extends { id: number }>({
  columns,
  data,
  loading,
  page,
  onPageChange,
  expandable,
}: {
  columns: TableColumnsType<Row>;
  /** `totalCapped`: the server stopped counting at `total`. */
  data: { list: Row[]; total: number; totalCapped?: boolean | undefined } | null;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  expandable?: TableProps<Row>['expandable'];
}) {
  const { t } = useTranslation();
  return (
    <ListTable<Row>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={data?.list ?? []}
      scroll={{ x: 'max-content' }}
      expandable={expandable}
      pagination={{
        current: page,
        pageSize: 10,
        total: data?.total ?? 0,
        showSizeChanger: false,
        showTotal: (count) =>
          t(data?.totalCapped ? 'talent.messages.totalCapped' : 'talent.messages.total', { total: count }),
        onChange: onPageChange,
      }}
    />
  );
}
