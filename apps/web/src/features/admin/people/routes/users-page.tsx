import { type PublicUser, type Role, USER_MESSAGES } from '@shop/shared/people/users';
import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { EmailText } from '@/components/ui/email-text';
import { Pagination } from '@/components/ui/pagination';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { apiErrorMessage } from '@/lib/api-error';
import { usePageMeta } from '@/lib/page-meta';
import { selectUser } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import { useDeleteUserMutation, useGetUsersQuery, useSetRoleMutation } from '../api/users-api';
import { ChooseOneDialog } from '../components/choose-one-dialog';

const PAGE_SIZE = 20;
const LOAD_FAILED = 'Error loading users data.';

type Dialog = { kind: 'role' | 'delete'; user: PublicUser } | null;

/** All users (docs/product/screens.md): email, role, and the role and delete actions. */
export function UsersPage() {
  usePageMeta('Users — Velora');
  const me = useSelector(selectUser);
  const { data: users, isLoading, isError } = useGetUsersQuery();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const searchId = useId();

  const words = search.trim().toLowerCase();
  const found = (users ?? []).filter(
    (user) =>
      !words || user.email.toLowerCase().includes(words) || user.username.toLowerCase().includes(words),
  );
  const totalPages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  // Past the end (the last user of the last page deleted): the last page.
  const current = Math.min(page, totalPages);
  const shown = found.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const columns = userColumns(me?.id, setDialog);

  return (
    <section aria-labelledby="users-heading">
      <h1 id="users-heading" className="font-serif text-2xl text-stone-900">
        All Users
      </h1>
      <p className="mt-1 text-sm text-stone-600">
        You cannot delete your own account or take the admin role from yourself here, and the shop always
        keeps one admin. A changed or deleted account is logged out at once; a deleted account's paid orders
        stay.
      </p>
      <label htmlFor={searchId} className="mt-4 flex max-w-sm flex-col gap-1 text-sm text-stone-700">
        Find by email or username
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className="rounded-md border border-stone-300 px-3 py-2"
        />
      </label>

      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError ? (
        <p role="alert" className="mt-6 text-red-700">
          {LOAD_FAILED}
        </p>
      ) : shown.length === 0 ? (
        <p className="mt-6 text-stone-600">No users found.</p>
      ) : (
        <>
          <ResponsiveTable columns={columns} rows={shown} rowKey={(user) => user.id} />
          <Pagination page={current} totalPages={totalPages} onChange={setPage} />
        </>
      )}
      {dialog?.kind === 'role' && <EditRole user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteUser user={dialog.user} onClose={() => setDialog(null)} />}
    </section>
  );
}

function userColumns(myId: string | undefined, open: (dialog: Dialog) => void): TableColumn<PublicUser>[] {
  return [
    {
      header: 'Email',
      rowHeader: true,
      // Whole, broken before its '@' (or anywhere, if that is not enough) when the line is short.
      className: 'break-words',
      cell: (user) => (
        <>
          <EmailText email={user.email} />
          {user.id === myId && <span className="ml-2 text-xs text-stone-500">(you)</span>}
        </>
      ),
    },
    {
      header: 'Role',
      cell: (user) => (
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
            user.role === 'admin' ? 'bg-rose-100 text-rose-800' : 'bg-stone-200 text-stone-700'
          }`}
        >
          {user.role}
        </span>
      ),
    },
    {
      header: 'Actions',
      headerHidden: true,
      cell: (user) => {
        const self = user.id === myId;
        return (
          <div className="flex gap-5">
            <button
              type="button"
              aria-label={`Edit role of ${user.email}`}
              disabled={self}
              title={self ? 'You cannot change your own role' : undefined}
              onClick={() => open({ kind: 'role', user })}
              className="py-1 font-medium text-rose-800 underline disabled:text-stone-400 disabled:no-underline"
            >
              Edit
            </button>
            <button
              type="button"
              aria-label={`Delete ${user.email}`}
              disabled={self}
              title={self ? 'You cannot delete your own account' : undefined}
              onClick={() => open({ kind: 'delete', user })}
              className="py-1 font-medium text-red-700 underline disabled:text-stone-400 disabled:no-underline"
            >
              Delete
            </button>
          </div>
        );
      },
    },
  ];
}

const ROLES = ['user', 'admin'] as const satisfies readonly Role[];

function EditRole({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const dispatch = useDispatch();
  const [save] = useSetRoleMutation();
  return (
    <ChooseOneDialog
      title={`Role of ${user.email}`}
      label="Role"
      options={ROLES}
      initial={user.role}
      submitLabel="Update Role"
      save={async (role) => {
        const answer = await save({ id: user.id, role }).unwrap();
        dispatch(showToast(answer.message ?? USER_MESSAGES.roleUpdated, 'success'));
      }}
      failureOf={(error) => apiErrorMessage(error) ?? 'The role could not be changed.'}
      onClose={onClose}
    />
  );
}

function DeleteUser({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const [remove] = useDeleteUserMutation();
  return (
    <ConfirmDelete
      title="Delete this account?"
      remove={() => remove(user.id).unwrap()}
      fallback="The account could not be deleted."
      onClose={onClose}
    >
      {user.email} is logged out and removed. Their paid orders stay for the shop's books.
    </ConfirmDelete>
  );
}
