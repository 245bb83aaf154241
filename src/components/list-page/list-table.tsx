import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Pagination, Table, type PaginationProps, type TableProps } from 'antd';
import './list-page.css';

// memo() drops the row type parameter of antd's Table: the props stay those of TableProps<Row>.
const MemoTable = memo(Table) as <Row extends object>(props: TableProps<Row>) => ReactNode;

type PagerProps = Omit<PaginationProps, 'showTotal'> & { totalText: ReactNode };

/**
 * The pagination, rendered again only when what it shows changes. Its page-size changer's dropdown stays mounted
 * once opened, and each render of it measures its options in a microtask, forcing the browser to lay out the page:
 * after the render that brings a new page of rows, that lays the rows out inside the task that renders them.
 */
const Pager = memo(function Pager({ totalText, ...props }: PagerProps) {
  return (
    <Pagination
      {...props}
      showTotal={totalText === undefined ? undefined : () => totalText}
      className="list-table__pagination"
    />
  );
});

/**
 * Whether the shown table is scrolled short of its end, so that the fixed action column covers part of it. Read
 * when the table's box changes size (a ResizeObserver reports after layout, when reading sizes costs nothing) and
 * when it scrolls.
 */
function useCoveredEnd(holder: React.RefObject<HTMLDivElement | null>, enabled: boolean): boolean {
  const [covered, setCovered] = useState(false);
  useEffect(() => {
    const content = holder.current?.querySelector<HTMLElement>('.ant-table-content');
    const table = content?.querySelector(':scope > table');
    if (!enabled || !content || !table) return;
    const measure = () => setCovered(content.scrollLeft < content.scrollWidth - content.clientWidth - 1);
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    observer.observe(table);
    content.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      content.removeEventListener('scroll', measure);
    };
  }, [holder, enabled]);
  return covered;
}

/**
 * antd's Table for a list page of up to 100 rows, kept responsive:
 * - its renders are transitions: a click, a key press or an answer that renders the page again (a dialog opening, a
 *   spinner starting) is answered first, and the rows follow in short tasks that React can interrupt; until then the
 *   table shows its previous props;
 * - the pagination is antd's, below the table rather than inside it: inside, every page change also renders the
 *   table's inner part alone, and antd's table then renders every row again at once, outside any transition;
 * - the pagination renders again only when what it shows changes, not with the rows (see Pager);
 * - `scroll.x` is this component's, not antd's: the table scrolls sideways in antd's own box and width, and the fixed
 *   action column's shadow follows the scroll. Given `scroll.x`, antd's table reads the layout after every new page
 *   of rows (for its scroll shadows) and measures each column, which lays the new rows out inside the task that
 *   renders them; here the browser lays them out once, when it paints.
 */
export function ListTable<Row extends object>({
  pagination,
  scroll,
  tableLayout,
  ...props
}: Omit<TableProps<Row>, 'pagination' | 'scroll'> & {
  pagination: PaginationProps;
  scroll?: { x: number | 'max-content' } | undefined;
}) {
  const deferred = useDeferredValue(props);
  const holder = useRef<HTMLDivElement>(null);
  const x = scroll?.x;
  const fixedColumn = x !== undefined && (props.columns ?? []).some((column) => column.fixed);
  const covered = useCoveredEnd(holder, fixedColumn);
  const {
    showSizeChanger,
    totalBoundaryShowSizeChanger,
    total = 0,
    current = 1,
    pageSize = 10,
    showTotal,
    onChange,
    onShowSizeChange,
    ...pagerProps
  } = pagination;
  // The pager keeps its first callbacks (see Pager): they call the latest ones.
  const latest = useRef({ onChange, onShowSizeChange });
  useLayoutEffect(() => {
    latest.current = { onChange, onShowSizeChange };
  });
  const changePage = useCallback((page: number, size: number) => latest.current.onChange?.(page, size), []);
  const changeSize = useCallback((page: number, size: number) => latest.current.onShowSizeChange?.(page, size), []);
  return (
    <div
      ref={holder}
      className={
        x === undefined ? 'list-table' : `list-table list-table--scroll-x${covered ? ' list-table--covered-end' : ''}`
      }
      style={
        x === undefined ? undefined : ({ '--list-table-x': typeof x === 'number' ? `${x}px` : x } as CSSProperties)
      }
    >
      <MemoTable<Row>
        {...deferred}
        // As antd's table lays itself out with `scroll.x` and a fixed column: by the columns' widths, or by content.
        tableLayout={tableLayout ?? (fixedColumn ? (x === 'max-content' ? 'auto' : 'fixed') : undefined)}
        pagination={false}
      />
      {total ? (
        <Pager
          {...pagerProps}
          current={current}
          pageSize={pageSize}
          total={total}
          totalText={showTotal?.(total, [(current - 1) * pageSize + 1, Math.min(current * pageSize, total)])}
          showSizeChanger={showSizeChanger}
          totalBoundaryShowSizeChanger={totalBoundaryShowSizeChanger}
          onChange={changePage}
          onShowSizeChange={changeSize}
        />
      ) : null}
    </div>
  );
}
