import { DataTable, DataTableSkeleton, type DataTableColumn, type DataTablePaging } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { formatKsh, formatNumber } from '@/lib/format';

import type { Customer } from '../api/get-customers';
import type { Role } from '../api/update-user-role';
import styles from './users-table.module.css';

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

const HEADERS = ['Name', 'Email', 'Phone', 'Orders', 'Spent', 'Role', 'Actions'] as const;

type UsersTableProps = {
  users: Customer[];
  /** The signed-in admin: their own role and account cannot be changed from here. */
  currentUserId: string | undefined;
  /** The user whose role change is on its way. */
  updatingId: string | undefined;
  onRoleChange: (user: Customer, role: Role) => void;
  onDelete: (user: Customer) => void;
  paging: DataTablePaging;
};

function RoleBadge({ role }: { role: string }) {
  return <Badge tone={role === 'admin' ? 'primary' : 'neutral'}>{role === 'admin' ? 'Admin' : 'User'}</Badge>;
}

/** A stored phone as people write it: 0722 111 001. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.startsWith('254') && digits.length === 12 ? `0${digits.slice(3)}` : digits;
  return local.length === 10 ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : phone;
}

/**
 * One page of customers (the server pages, searches and orders them, newest first): name, email,
 * phone, orders, money spent, role, and the role dropdown and delete. On a phone each row is a
 * card (the shared table's layout below 768 px).
 */
export function UsersTable({ users, currentUserId, updatingId, onRoleChange, onDelete, paging }: UsersTableProps) {
  const columns: DataTableColumn<Customer>[] = [
    {
      id: 'name',
      header: HEADERS[0],
      cell: (user) => (
        <span className={styles.name}>
          {user.name}
          {user.id === currentUserId && <Badge tone="info">You</Badge>}
        </span>
      ),
    },
    { id: 'email', header: HEADERS[1], cell: (user) => <span className={styles.email}>{user.email}</span> },
    {
      id: 'phone',
      header: HEADERS[2],
      cell: (user) => (user.phone ? <a href={`tel:${user.phone}`}>{displayPhone(user.phone)}</a> : <span className={styles.muted}>—</span>),
    },
    {
      id: 'orders',
      header: HEADERS[3],
      align: 'end',
      cell: (user) => (user.orders === null || user.orders === undefined ? 'Unavailable' : formatNumber(user.orders)),
    },
    {
      id: 'spent',
      header: HEADERS[4],
      align: 'end',
      cell: (user) => (user.spent === null || user.spent === undefined ? 'Unavailable' : formatKsh(user.spent)),
    },
    { id: 'role', header: HEADERS[5], cell: (user) => <RoleBadge role={user.role} /> },
  ];
  return (
    <DataTable
      caption="Customers"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      rowTestId={(user) => `customer-${user.email}`}
      actionsHeader={HEADERS[6]}
      rowActions={(user) => {
        const isSelf = user.id === currentUserId;
        return (
          <>
            <Select
              label={`Role for ${user.name}`}
              hideLabel
              options={ROLE_OPTIONS}
              value={user.role}
              disabled={isSelf || updatingId === user.id}
              onChange={(event) => onRoleChange(user, event.target.value)}
              fieldClassName={styles.roleSelect}
            />
            <Button
              variant="ghost"
              size="sm"
              className={styles.delete}
              disabled={isSelf}
              aria-label={`Delete ${user.name}`}
              onClick={() => onDelete(user)}
            >
              Delete
            </Button>
          </>
        );
      }}
      paging={paging}
    />
  );
}

/** The table's shape while the customers load. */
export function UsersTableSkeleton() {
  return <DataTableSkeleton headers={HEADERS} label="Loading users" />;
}
