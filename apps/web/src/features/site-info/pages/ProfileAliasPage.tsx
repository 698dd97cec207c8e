import { Navigate, useLocation } from 'react-router';

/** `/Profile` is `/profile`: one page, one address in the history. */
export default function ProfileAliasPage() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/profile', search, hash }} replace />;
}
