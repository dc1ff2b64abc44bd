import type { ReactNode } from 'react';

/** The frame every account form sits in: a heading, the form, and links to the other forms. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 font-serif text-3xl text-stone-900">{title}</h1>
        {children}
      </div>
      {footer && <div className="mt-6 text-center text-sm text-stone-600">{footer}</div>}
    </div>
  );
}

export const submitClass =
  'w-full rounded-md bg-stone-900 px-6 py-3 font-medium text-white hover:bg-rose-800 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonLinkClass =
  'block w-full rounded-md bg-stone-900 px-6 py-3 text-center font-medium text-white hover:bg-rose-800';

export const textLinkClass = 'font-medium text-rose-800 underline-offset-2 hover:underline';
