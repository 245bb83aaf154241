import { Outlet } from 'react-router-dom';

/** Admin shell frame. Sidebar, navbar, tags view and settings land with the admin-shell work. */
export default function AdminLayout() {
  return <Outlet />;
}
