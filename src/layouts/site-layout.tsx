import { Outlet } from 'react-router-dom';

/** Marketing-site frame. The header and footer land with the marketing pages. */
export default function SiteLayout() {
  return <Outlet />;
}
