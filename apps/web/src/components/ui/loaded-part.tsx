import type { ReactNode } from 'react';

/**
 * A part of a page that shows once its answer is in: 'Loading...' until then, 'Something went
 * wrong.' (announced) when the answer failed, else what `children` makes of it. Settings cards
 * read this way, each with its own form under its own heading.
 */
export function LoadedPart<T>({
  isError,
  data,
  children,
}: {
  isError: boolean;
  data: T | undefined;
  children: (data: T) => ReactNode;
}) {
  if (isError)
    return (
      <p role="alert" className="mt-4 text-red-700">
        Something went wrong.
      </p>
    );
  if (data === undefined) return <p className="mt-4">Loading...</p>;
  return children(data);
}
