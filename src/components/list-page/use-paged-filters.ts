import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';

/** The applied filters and the table page of a list screen; a new search starts again at page 1. */
export function usePagedFilters<F>(initial: F, pageSize = 10) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState({ currPage: 1, limit: pageSize });

  const search = (next: F) => {
    setFilters(next);
    setPage((current) => ({ ...current, currPage: 1 }));
  };

  const pagination = (total: number): TablePaginationConfig => ({
    current: page.currPage,
    pageSize: page.limit,
    total,
    showSizeChanger: true,
    showTotal: (count) => t('management.common.total', { total: count }),
    // A new page size starts again at page 1.
    onChange: (currPage, limit) => setPage({ currPage: limit === page.limit ? currPage : 1, limit }),
  });

  return { filters, page, search, pagination };
}
