import { memo, useDeferredValue, type ReactNode } from 'react';
import { Pagination, Table, type PaginationProps, type TableProps } from 'antd';
import './list-page.css';

// memo() drops the row type parameter of antd's Table: the props stay those of TableProps<Row>.
const MemoTable = memo(Table) as <Row extends object>(props: TableProps<Row>) => ReactNode;

/**
 * antd's Table for a list page of up to 100 rows, kept responsive:
 * - its renders are transitions: a click, a key press or an answer that renders the page again (a dialog opening, a
 *   spinner starting) is answered first, and the rows follow in short tasks that React can interrupt; until then the
 *   table shows its previous props;
 * - the pagination is antd's, below the table rather than inside it: inside, every page change also renders the
 *   table's inner part alone, and antd's table then renders every row again at once, outside any transition.
 */
export function ListTable<Row extends object>({
  pagination,
  ...props
}: Omit<TableProps<Row>, 'pagination'> & { pagination: PaginationProps }) {
  const deferred = useDeferredValue(props);
  return (
    <>
      <MemoTable<Row> {...deferred} pagination={false} />
      {pagination.total ? <Pagination {...pagination} className="list-table__pagination" /> : null}
    </>
  );
}
