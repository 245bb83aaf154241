import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../hooks/use-paged-list';

/** The talent lists' table: 10 rows a page, the total below, no page-size changer. */
export function PagedTable<Row extends { id: number }>({
  columns,
  data,
  loading,
  page,
  onPageChange,
  expandable,
}: {
  columns: TableColumnsType<Row>;
  data: { list: Row[]; total: number } | null;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  expandable?: TableProps<Row>['expandable'];
}) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={data?.list ?? []}
      scroll={{ x: 'max-content' }}
      expandable={expandable}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.total ?? 0,
        showSizeChanger: false,
        showTotal: (count) => t('talent.messages.total', { total: count }),
        onChange: onPageChange,
      }}
    />
  );
}
