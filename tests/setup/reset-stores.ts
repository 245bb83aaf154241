import { resetRequestErrorRun } from '@/lib/request-errors';
import { useNotifyStore } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { resetSiteFacts } from '@/content/site-facts';
import { useAppStore } from '@/stores/app';
import { useBadgesStore } from '@/stores/badges';
import { useCareModeStore } from '@/stores/care-mode';
import { useErrorLogStore } from '@/stores/error-log';
import { useLoadingStore } from '@/lib/loading';
import { usePermissionStore } from '@/stores/permission';
import { DEFAULT_SETTINGS, useSettingsStore } from '@/stores/settings';
import { useTagsViewStore } from '@/stores/tags-view';
import { useUserStore } from '@/stores/user';

/** Every zustand store back to its first state, re-reading cookies and storage (cleared just before). */
export function resetStores(): void {
  useNotifyStore.getState().reset();
  useBadgesStore.getState().reset();
  useErrorLogStore.setState(useErrorLogStore.getInitialState(), true);
  useLoadingStore.getState().reset();
  useAppStore.getState().reload();
  useSettingsStore.setState({ ...DEFAULT_SETTINGS });
  useCareModeStore.getState().reload();
  useTagsViewStore.setState({ visitedViews: [], cachedViews: [] });
  usePermissionStore.setState({ addRoutes: [], routesReady: false, asyncRoutes: [] });
  useUserStore.setState({ token: '', name: '', avatar: '', introduction: '', roles: [], userphone: '' });
  resetSiteFacts();
  resetRequestErrorRun();
  queryClient.clear();
}
