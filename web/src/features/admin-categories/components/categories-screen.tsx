import { Link } from 'react-router';

import { AdminPage } from '@/components/admin/admin-page';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { categoryPath } from '@/config/categories';
import { useCategories } from '@/lib/categories/get-categories';
import { formatNumber } from '@/lib/format';

import styles from './categories-screen.module.css';

export const CATEGORIES_FAILED_MESSAGE = 'Failed to load categories. Please try again.';

/**
 * /admin/categories (admin only): the catalogue's 9 categories and their subcategories, in menu
 * order, with how many products each holds, from the catalog (`GET /categories`). The taxonomy
 * is fixed (admin-side.md section 3), so it is shown, not edited: a product changes category in
 * Products (docs/decisions.md, "The spec rows still short").
 */
export function CategoriesScreen() {
  const categories = useCategories();
  return (
    <AdminPage title="Categories" meta="The fixed 9-category taxonomy, in menu order, with the products in each.">
      {categories.isError ? (
        <LoadError message={CATEGORIES_FAILED_MESSAGE} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
      ) : !categories.data ? (
        <div aria-busy="true" aria-label="Loading categories">
          <Skeleton height="320px" />
        </div>
      ) : (
        <>
          <p className={styles.note}>
            Categories and their names are fixed; a product moves to another category or subcategory from{' '}
            <Link to="/admin/manage-products">Products</Link>.
          </p>
          <ol className={styles.list}>
            {categories.data.map((category) => (
              <li key={category.slug} className={styles.category} data-testid={`admin-category-${category.slug}`}>
                <details>
                  <summary className={styles.summary}>
                    <span className={styles.name}>{category.name}</span>
                    <span className={styles.count}>
                      {formatNumber(category.productCount)} {category.productCount === 1 ? 'product' : 'products'}
                    </span>
                    <span className={styles.subCount}>{category.subcategories.length} subcategories</span>
                  </summary>
                  <table className={styles.table}>
                    <caption className="visually-hidden">{category.name} subcategories</caption>
                    <thead>
                      <tr>
                        <th scope="col">Subcategory</th>
                        <th scope="col">Slug</th>
                        <th scope="col">Products</th>
                      </tr>
                    </thead>
                    <tbody>
                      {category.subcategories.map((sub) => (
                        <tr key={sub.slug}>
                          <td>
                            <Link to={categoryPath(sub.slug)}>{sub.name}</Link>
                          </td>
                          <td>
                            <code>{sub.slug}</code>
                          </td>
                          <td>{formatNumber(sub.productCount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <p className={styles.shopLink}>
                    <Link to={categoryPath(category.slug)}>View {category.name} in the shop</Link> · slug <code>{category.slug}</code>
                  </p>
                </details>
              </li>
            ))}
          </ol>
        </>
      )}
    </AdminPage>
  );
}
