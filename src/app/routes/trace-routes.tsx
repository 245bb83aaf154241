import type { RouteObject } from 'react-router-dom';
import { TRACE_PATH } from '@/contracts/app-paths';

/** The trace result page a product's QR code opens; its own consumer-facing frame, no site layout. */
export const traceRoutes: RouteObject[] = [
  {
    path: TRACE_PATH,
    handle: { title: '溯源查询' },
    // Imported directly (not through the explorer's loader chunk): a scanned QR code should open it without an extra
    // round trip on a phone.
    lazy: async () => ({ Component: (await import('@/pages/trace/trace-page')).default }),
  },
];
