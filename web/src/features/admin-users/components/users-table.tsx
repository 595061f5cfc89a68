import { DataTable, DataTableSkeleton, type DataTableColumn } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { User } from '@/types/user';

import type { Role } from '../api/update-user-role';
import styles from './users-table.module.css';

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

const HEADERS = ['User', 'Email', 'Role', 'Actions'] as const;

type UsersTableProps = {
  users: User[];
  /** The signed-in admin: their own role and account cannot be changed from here. */
  currentUserId: string | undefined;
  /** The user whose role change is on its way. */
  updatingId: string | undefined;
  onRoleChange: (user: User, role: Role) => void;
  onDelete: (user: User) => void;
};

function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === 'admin' ? 'primary' : 'neutral'}>{role === 'admin' ? 'Admin' : 'User'}</Badge>;
}

/**
 * User (name and ID), Email, Role badge, Actions: role dropdown and delete. The server sends the
 * whole (searched, filtered) list, so its columns sort here.
 */
export function UsersTable({ users, currentUserId, updatingId, onRoleChange, onDelete }: UsersTableProps) {
  const columns: DataTableColumn<User>[] = [
    {
      id: 'user',
      header: HEADERS[0],
      sortValue: (user) => user.name,
      cell: (user) => (
        <>
          <span className={styles.name}>
            {user.name}
            {user.id === currentUserId && <Badge tone="info">You</Badge>}
          </span>
          <span className={styles.id}>ID: {user.id}</span>
        </>
      ),
    },
    { id: 'email', header: HEADERS[1], sortValue: (user) => user.email, cell: (user) => <span className={styles.email}>{user.email}</span> },
    { id: 'role', header: HEADERS[2], sortValue: (user) => user.role, cell: (user) => <RoleBadge role={user.role} /> },
  ];
  return (
    <DataTable
      caption="Users"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      actionsHeader={HEADERS[3]}
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
    />
  );
}

/** The table's shape while the users load. */
export function UsersTableSkeleton() {
  return <DataTableSkeleton headers={HEADERS} label="Loading users" />;
}
