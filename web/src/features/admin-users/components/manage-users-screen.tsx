import { useState } from 'react';

import { SearchIcon, UserIcon } from '@/components/icons';
import { QueryBody, type QueryBodyQuery } from '@/components/query-body';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { isAdminUser } from '@/types/user';
import { isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { describeAdminError } from '@/lib/admin/admin-error';
import { USER_DELETED_MESSAGE, useDeleteUser } from '../api/delete-user';
import { useTotalUsers } from '../api/get-total-users';
import type { RoleFilter } from '@/lib/admin/get-users';
import { CUSTOMER_PAGE_SIZES, type Customer, type CustomerPage, useCustomers } from '../api/get-customers';
import { ROLE_UPDATED_MESSAGE, useUpdateUserRole, type Role } from '../api/update-user-role';
import { useVerifyToken } from '@/lib/admin/verify-token';
import { decodeTokenClaims } from '@/lib/admin/token-claims';
import { localTokenStatus } from '@/lib/admin/token-status';
import { AccessDenied } from '@/components/admin/access-denied';
import { AddUserDialog } from './add-user-dialog';
import { AdminErrorBanner } from '@/components/admin/admin-error-banner';
import { AdminPage } from '@/components/admin/admin-page';
import { DeleteUserDialog } from './delete-user-dialog';
import styles from './manage-users-screen.module.css';
import { UsersTable, UsersTableSkeleton } from './users-table';

const ROLE_FILTERS: { value: RoleFilter; label: string }[] = [
  { value: '', label: 'All Roles' },
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

/**
 * /admin/manage-users (admin-side.md section 2, "User management"; the Customers of the admin
 * navigation). Admin rights are first confirmed with the server (the role may have changed since
 * sign-in); then the list loads one page at a time from the server, searched by name, email or
 * phone and filtered by role, each account with its orders and what it spent (issue 23).
 */
export function ManageUsersScreen() {
  const { user, token } = useAuth();
  const { toast } = useToast();
  const adminCheck = useVerifyToken(token, { enabled: true });
  const isConfirmedAdmin = adminCheck.isSuccess && isAdminUser(adminCheck.data);

  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(CUSTOMER_PAGE_SIZES[0]);
  const query = { search: useDebouncedValue(search).trim(), role, page, limit };
  const users = useCustomers(query, { enabled: isConfirmedAdmin });
  const totalUsers = useTotalUsers({ enabled: isConfirmedAdmin });

  const [addOpen, setAddOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Customer | null>(null);
  const updateRole = useUpdateUserRole();
  const deleteUser = useDeleteUser();

  if (adminCheck.isSuccess && !isConfirmedAdmin) {
    return (
      <div className="container">
        <AccessDenied />
      </div>
    );
  }

  const failure = adminCheck.error ?? users.error;
  const failureDescription = failure ? describeAdminError(failure, Boolean(token)) : null;

  function debugInfo(): string {
    const claims = token ? decodeTokenClaims(token) : null;
    return JSON.stringify(
      {
        time: new Date().toISOString(),
        page: window.location.href,
        error: failure
          ? { message: failureDescription?.message, status: isApiError(failure) ? failure.status : undefined, code: isApiError(failure) ? failure.code : undefined }
          : null,
        token: {
          present: Boolean(token),
          status: localTokenStatus(token) ?? (adminCheck.isSuccess ? 'valid' : 'unverified'),
          expiresAt: claims?.expiresAt?.toISOString(),
        },
        user: user ? { id: user.id, email: user.email, role: user.role } : null,
        userAgent: navigator.userAgent,
      },
      null,
      2,
    );
  }

  function retry() {
    if (adminCheck.isError) void adminCheck.refetch();
    else void users.refetch();
  }

  function changeRole(target: Customer, nextRole: Role) {
    updateRole.mutate(
      { id: target.id, role: nextRole },
      {
        onSuccess: () => toast({ type: 'success', message: ROLE_UPDATED_MESSAGE }),
        onError: (error) => toast({ type: 'error', message: errorMessage(error, 'Failed to update user role') }),
      },
    );
  }

  function confirmDelete(target: Customer) {
    deleteUser.mutate(target.id, {
      onSuccess: () => toast({ type: 'success', message: USER_DELETED_MESSAGE }),
      onError: (error) => toast({ type: 'error', message: errorMessage(error, 'Failed to delete user') }),
      onSettled: () => setToDelete(null),
    });
  }

  /** The list waits for the admin check: until it has passed, the check's state is the list's. */
  const list: QueryBodyQuery<CustomerPage> = adminCheck.isSuccess
    ? users
    : { data: undefined, error: adminCheck.error, isError: adminCheck.isError, isFetching: adminCheck.isFetching, refetch: adminCheck.refetch };
  const filtered = search !== '' || role !== '';

  return (
    <AdminPage
      title="User Management"
      badge={<Badge tone="success">Admin Access</Badge>}
      meta={
        user && (
          <p>
            Logged in as <strong>{user.name}</strong> ({user.email})
          </p>
        )
      }
      actions={
        <>
          <Button onClick={() => setAddOpen(true)} disabled={!isConfirmedAdmin}>
            Add User
          </Button>
        </>
      }
    >
      {failureDescription && (
        <AdminErrorBanner
          error={failureDescription}
          onRetry={retry}
          debugInfo={debugInfo}
        />
      )}

      <div className={styles.toolbar}>
        <Card padding="sm" className={styles.total}>
          <span className={styles.totalIcon}>
            <UserIcon size={22} />
          </span>
          <div>
            <p className={styles.totalLabel}>Total Users</p>
            <p className={styles.totalValue} aria-live="polite">
              {totalUsers.isSuccess ? formatNumber(totalUsers.data) : totalUsers.isError ? 'Unavailable' : <Skeleton width={48} height={28} />}
            </p>
          </div>
        </Card>
        <div className={styles.filters} role="search">
          <Input
            label="Search users"
            hideLabel
            type="search"
            placeholder="Search by name, email or phone"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            fieldClassName={styles.search}
          />
          <Select
            label="Filter by role"
            hideLabel
            options={ROLE_FILTERS}
            value={role}
            onChange={(event) => {
              setRole(event.target.value as RoleFilter);
              setPage(1);
            }}
            fieldClassName={styles.role}
          />
          <Select
            label="Customers per page"
            hideLabel
            options={CUSTOMER_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }))}
            value={String(limit)}
            onChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(1);
            }}
            fieldClassName={styles.role}
          />
        </div>
      </div>

      <QueryBody
        query={list}
        loadingText="Loading users..."
        loading={<UsersTableSkeleton />}
        // The banner above says why and offers Retry, the Token Manager and the debug info.
        error={null}
        isEmpty={(found) => found.customers.length === 0}
        empty={{
          icon: <SearchIcon size={28} />,
          title: 'No users found',
          description: filtered ? 'Try another name or email, or show all roles.' : undefined,
          actions: filtered && (
            <Button
              variant="secondary"
              onClick={() => {
                setSearch('');
                setRole('');
                setPage(1);
              }}
            >
              Clear filters
            </Button>
          ),
        }}
      >
        {(found) => (
          <UsersTable
            users={found.customers}
            currentUserId={user?.id}
            updatingId={updateRole.isPending ? updateRole.variables?.id : undefined}
            onRoleChange={changeRole}
            onDelete={setToDelete}
            paging={{
              page,
              onPageChange: setPage,
              label: 'Customers pages',
              answer: found.pagination,
              noun: filtered ? 'matching customers' : 'customers',
              refreshing: users.isFetching && 'Refreshing customers',
            }}
          />
        )}
      </QueryBody>

      <AddUserDialog open={addOpen} onClose={() => setAddOpen(false)} />
      <DeleteUserDialog
        user={toDelete}
        deleting={deleteUser.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
