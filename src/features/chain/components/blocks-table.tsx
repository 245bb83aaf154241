import { Link } from 'react-router-dom';
import { Table, Tag, type TableColumnsType } from 'antd';
import type { ChainBlock } from '@/contracts/chain';
import { explorerBlockPath } from '@/contracts/app-paths';
import { usePagedQuery } from '@/components/list-page/use-paged-query';
import { HashText } from '@/components/hash-text';
import { fetchChainBlocks } from '../api';
import { formatLedgerTime } from '../format';

const PAGE_SIZE = 10;

/** Whether a block still takes transactions (D9 `open`), as the table and the block page say it. */
export function BlockStateTag({ open }: { open: boolean }) {
  return open ? <Tag color="processing">未封存</Tag> : <Tag color="success">已封存</Tag>;
}

// Three columns, the time under the hash: a phone shows every figure without scrolling sideways.
const COLUMNS: TableColumnsType<ChainBlock> = [
  {
    key: 'height',
    title: '区块高度',
    dataIndex: 'height',
    width: 104,
    render: (height: number, block) => (
      <div className="explorer-cell">
        <Link to={explorerBlockPath(height)}>#{height}</Link>
        <BlockStateTag open={block.open} />
      </div>
    ),
  },
  {
    key: 'hash',
    title: '区块哈希 / 封存时间',
    dataIndex: 'hash',
    render: (hash: string, block) => (
      <div className="explorer-cell">
        <HashText hash={hash} short />
        <span className="explorer-cell__sub">{formatLedgerTime(block.sealedAt)}</span>
      </div>
    ),
  },
  { key: 'txCount', title: '交易数', dataIndex: 'txCount', width: 84, align: 'right' },
];

/** The latest blocks, newest first, ten a page (GET /portal/chain/blocks). */
export function BlocksTable() {
  const { page, setPage, data, loading } = usePagedQuery({
    key: ['chain-blocks'],
    initial: {},
    pageSize: PAGE_SIZE,
    fetch: (paging, signal) => fetchChainBlocks(paging, signal),
  });
  return (
    <Table<ChainBlock>
      rowKey="height"
      size="small"
      columns={COLUMNS}
      dataSource={data?.list ?? []}
      loading={loading}
      pagination={{
        current: page.currPage,
        pageSize: page.limit,
        total: data?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 个区块`,
        onChange: setPage,
      }}
    />
  );
}
