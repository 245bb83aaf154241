import { Navigate, useLocation, useParams } from 'react-router-dom';

/** /redirect/<path>: used by the tags view to re-enter a page (refresh) with its query. */
export function RedirectPage() {
  const params = useParams();
  const location = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${location.search}`} replace />;
}
