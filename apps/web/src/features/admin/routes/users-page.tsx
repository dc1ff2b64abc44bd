import { type PublicUser, type Role, USER_MESSAGES } from '@shop/shared/users';
import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Pagination } from '@/components/ui/pagination';
import { apiErrorMessage } from '@/lib/api-error';
import { usePageMeta } from '@/lib/page-meta';
import { selectUser } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import { useDeleteUserMutation, useGetUsersQuery, useSetRoleMutation } from '../api/admin-api';
import { ChooseOneDialog } from '../components/choose-one-dialog';
import { ConfirmDelete } from '../components/confirm-delete';

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
  const shown = found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

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
          <div className="relative mt-6 overflow-x-auto rounded-lg border border-stone-200 bg-white">
            <table className="w-full min-w-[20rem] text-left text-sm">
              <thead className="bg-stone-50 text-stone-600">
                <tr>
                  <th className="px-4 py-3 font-medium">Email</th>
                  <th className="px-4 py-3 font-medium">Role</th>
                  <th className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {shown.map((user) => {
                  const self = user.id === me?.id;
                  return (
                    <tr key={user.id}>
                      <td className="max-w-40 truncate px-4 py-3 sm:max-w-72">
                        {user.email}
                        {self && <span className="ml-2 text-xs text-stone-500">(you)</span>}
                      </td>
                      <td className="px-4 py-3">
                        <span
                          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
                            user.role === 'admin'
                              ? 'bg-rose-100 text-rose-800'
                              : 'bg-stone-200 text-stone-700'
                          }`}
                        >
                          {user.role}
                        </span>
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex gap-3">
                          <button
                            type="button"
                            aria-label={`Edit role of ${user.email}`}
                            disabled={self}
                            title={self ? 'You cannot change your own role' : undefined}
                            onClick={() => setDialog({ kind: 'role', user })}
                            className="font-medium text-rose-800 underline disabled:text-stone-400 disabled:no-underline"
                          >
                            Edit
                          </button>
                          <button
                            type="button"
                            aria-label={`Delete ${user.email}`}
                            disabled={self}
                            title={self ? 'You cannot delete your own account' : undefined}
                            onClick={() => setDialog({ kind: 'delete', user })}
                            className="font-medium text-red-700 underline disabled:text-stone-400 disabled:no-underline"
                          >
                            Delete
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </>
      )}
      {dialog?.kind === 'role' && <EditRole user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteUser user={dialog.user} onClose={() => setDialog(null)} />}
    </section>
  );
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
