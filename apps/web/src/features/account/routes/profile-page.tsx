import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Avatar } from '@/components/ui/avatar';
import { usePageMeta } from '@/lib/page-meta';
import { selectUser } from '@/stores/session';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { MeasurementsCard } from '../components/measurements-card';

/** /dashboard/profile: the logged-in user's picture, name and bio, the editor, and their measurements. */
export function ProfilePage() {
  usePageMeta('Profile — Velora');
  const user = useSelector(selectUser);
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // The dashboard's guard shows this page only to a logged-in user; after a logout it is gone.
  if (!user) return null;

  const closeEditor = () => {
    setEditing(false);
    // The dialog is unmounted rather than closed, so focus is handed back by hand.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  return (
    <section aria-labelledby="profile-heading" className="max-w-2xl">
      <h1 id="profile-heading" className="mb-6 font-serif text-3xl text-stone-900">
        Profile
      </h1>
      <div className="flex flex-col gap-6 rounded-xl border border-stone-200 bg-white p-6 sm:flex-row sm:items-start">
        <Avatar username={user.username} src={user.profileImage} size="lg" />
        <dl className="min-w-0 flex-1 space-y-3 [overflow-wrap:anywhere]">
          <div>
            <dt className="text-sm font-medium text-stone-500">Username</dt>
            <dd className="text-lg text-stone-900">{user.username}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-stone-500">Email</dt>
            <dd className="text-stone-900">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-stone-500">Bio</dt>
            <dd className="whitespace-pre-line text-stone-900">{user.bio || 'N/A'}</dd>
          </div>
        </dl>
        <button
          ref={editButtonRef}
          type="button"
          onClick={() => setEditing(true)}
          className="inline-flex items-center gap-2 self-start rounded-md bg-stone-900 px-4 py-2.5 font-medium text-white hover:bg-rose-800"
        >
          <Pencil aria-hidden="true" size={16} />
          Edit Profile
        </button>
      </div>
      <MeasurementsCard />
      {editing && <EditProfileDialog user={user} onClose={closeEditor} />}
    </section>
  );
}
