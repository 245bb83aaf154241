import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { USER_CENTRE_PATH } from '@/contracts/app-paths';
import { ApiCode } from '@/contracts/codes';
import { useUserStore } from '@/stores/user';

/**
 * The header's links for a signed-in visitor: the user centre and the account name. Loaded only when the session
 * cookie is there, so a visitor's first paint waits for neither the user store nor the request layer.
 */
export default function SignedInLinks({ signedOut }: { signedOut: ReactNode }) {
  const token = useUserStore((state) => state.token);
  const name = useUserStore((state) => state.name);
  // A fresh tab knows the token (cookie) but not the name yet: ask once; a stale token ends quietly (no redirect).
  useQuery({
    queryKey: ['talent-header-user', token],
    queryFn: () =>
      useUserStore
        .getState()
        .getInfo()
        .catch((error: unknown) => {
          // A stale token: forget it here, the visitor stays on the public page.
          if ((error as { code?: number }).code === ApiCode.SESSION_EXPIRED) useUserStore.getState().resetToken();
          throw error;
        }),
    enabled: Boolean(token) && !name,
  });
  if (!token) return signedOut;
  return (
    <>
      <Link to={USER_CENTRE_PATH}>用户中心</Link>
      {name && (
        <>
          <span aria-hidden="true">|</span>
          <span className="talent-header__account" aria-label={`当前账号：${name}`}>
            {name}
          </span>
        </>
      )}
    </>
  );
}
