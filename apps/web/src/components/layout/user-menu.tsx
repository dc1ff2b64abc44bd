import type { PublicUser } from '@shop/shared/people/users';
import { LogOut } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { accountMenuLinks } from '@/config/account-links';
import { useLogout } from '@/lib/logout';
import { useDismiss } from '@/lib/use-dismiss';
import { Avatar } from '../ui/avatar';

/**
 * The avatar button and its dropdown of role links plus Logout (docs/product/screens.md). A
 * disclosure of plain links rather than an ARIA menu: links keep their usual keyboard and
 * screen-reader behaviour, Tab walks them, Escape closes.
 */
export function UserMenu({ user }: { user: PublicUser }) {
  // Remembering whose menu is open closes it by itself when the user changes.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === user.id;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const logout = useLogout();

  const dismiss = useCallback(() => setOpenFor(null), []);
  useDismiss({ active: open, within: rootRef, opener: buttonRef, onDismiss: dismiss });

  return (
    <div ref={rootRef} className="relative hidden md:block">
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Account menu for ${user.username}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenFor(open ? null : user.id)}
        className="flex rounded-full p-1 hover:bg-stone-100"
      >
        <Avatar username={user.username} src={user.profileImage} />
      </button>
      {open && (
        <div
          id={listId}
          className="absolute right-0 mt-2 w-56 rounded-lg border border-stone-200 bg-white py-2 shadow-lg"
        >
          <p className="truncate border-b border-stone-100 px-4 pb-2 text-sm text-stone-500">{user.email}</p>
          <ul className="py-1">
            {accountMenuLinks[user.role].map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={dismiss}
                  className="block px-4 py-2 text-sm text-stone-800 hover:bg-stone-50 hover:text-rose-800"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-stone-100 pt-1">
              <button
                type="button"
                onClick={() => {
                  dismiss();
                  void logout();
                }}
                className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-stone-800 hover:bg-stone-50 hover:text-rose-800"
              >
                <LogOut aria-hidden="true" size={16} />
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
