import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LinkAnswer } from '../use-link-answer';

/**
 * The frame of a page a mailed link opens: its title, then 'working', the answer, or why not
 * (docs/product/screens.md). Each outcome is announced.
 */
export function LinkPage<T>({
  title,
  working,
  result,
  retry,
  children,
}: {
  title: string;
  working: string;
  result: LinkAnswer<T>;
  retry: () => void;
  children: (answer: T) => ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl text-stone-900">{title}</h1>
      <div className="mt-6 text-stone-700">
        {result.state === 'asking' && <p role="status">{working}</p>}
        {result.state === 'done' && <div role="status">{children(result.answer)}</div>}
        {result.state === 'invalid' && (
          <div className="flex flex-col items-start gap-4">
            <p role="alert" className="text-red-700">
              {result.message}
            </p>
            <Link to={paths.shop} className="text-rose-800 underline hover:text-rose-900">
              Back to shop
            </Link>
          </div>
        )}
        {result.state === 'failed' && (
          <div className="flex flex-col items-start gap-4">
            <p role="alert" className="text-red-700">
              {result.message}
            </p>
            <button
              type="button"
              onClick={retry}
              className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800"
            >
              Try again
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
