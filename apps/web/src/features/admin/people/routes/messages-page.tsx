import { useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format-date';
import { usePageMeta } from '@/lib/page-meta';
import { useGetMessagesQuery, useMarkMessageMutation } from '../api/messages-api';

/** Customer messages (docs/product/screens.md): the contact form's messages, newest first. */
export function MessagesPage() {
  usePageMeta('Customer messages — Velora');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useGetMessagesQuery(page);
  const [mark] = useMarkMessageMutation();

  return (
    <section aria-labelledby="messages-heading">
      <h1 id="messages-heading" className="font-serif text-2xl text-stone-900">
        Customer Messages
      </h1>
      {data && (
        <p className="mt-1 text-sm text-stone-600">
          {data.total} {data.total === 1 ? 'message' : 'messages'}, {data.unread} unread
        </p>
      )}
      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !data ? (
        <p role="alert" className="mt-6 text-red-700">
          Something went wrong.
        </p>
      ) : data.messages.length === 0 ? (
        <p className="mt-6 text-stone-600">No messages yet.</p>
      ) : (
        <>
          <ul className="mt-6 space-y-4">
            {data.messages.map((message) => (
              <li
                key={message.id}
                className={`rounded-xl border bg-white p-5 ${message.read ? 'border-stone-200' : 'border-rose-300'}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-stone-900">
                    {!message.read && (
                      <span className="mr-2 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800">
                        Unread
                      </span>
                    )}
                    {message.username}
                    {message.email && (
                      <span className="ml-2 font-normal text-stone-600">{message.email}</span>
                    )}
                  </p>
                  <span className="text-sm text-stone-500">{formatDateTime(message.createdAt)}</span>
                </div>
                <p className="mt-3 whitespace-pre-line break-words text-stone-800">{message.message}</p>
                <div className="mt-3 flex flex-wrap gap-4 text-sm">
                  {message.email ? (
                    <a
                      href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent('Re: your message to Velora')}`}
                      className="font-medium text-rose-800 underline"
                    >
                      Reply by email
                    </a>
                  ) : (
                    <span className="text-stone-500">No email given</span>
                  )}
                  <button
                    type="button"
                    onClick={() => void mark({ id: message.id, read: !message.read })}
                    className="font-medium text-stone-700 underline"
                  >
                    {message.read ? 'Mark as unread' : 'Mark as read'}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}
