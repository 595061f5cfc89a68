import { Navigate, useParams } from 'react-router';

import { categoryPath } from '@/config/categories';

/**
 * /categories/{slug}: the API path of one category (admin-side.md section 7) opened as a page
 * goes to that category's page, /category/{slug}, which shows "Category not found" for an
 * unknown slug.
 */
export default function CategorySlugRoute() {
  const { slug = '' } = useParams();
  return <Navigate to={categoryPath(slug.toLowerCase())} replace />;
}
