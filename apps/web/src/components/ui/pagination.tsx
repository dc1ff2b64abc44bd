/** docs/product/rules.md: the pagination window shows 5 page numbers. */
export const PAGE_WINDOW = 5;

/** The page numbers to show: `size` of them around `current`, shifted to stay within 1..total. */
export function pageWindow(current: number, total: number, size = PAGE_WINDOW): number[] {
  if (total < 1) return [];
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

const button =
  'min-w-10 rounded-md border px-3 py-2 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-40';

/** First, Prev, a window of page numbers, Next, Last; nothing at all when there is one page. */
export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  const plain = `${button} border-stone-300 bg-white text-stone-800 hover:border-stone-900`;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={plain} disabled={page === 1} onClick={() => go(1)}>
        First
      </button>
      <button type="button" className={plain} disabled={page === 1} onClick={() => go(page - 1)}>
        Prev
      </button>
      {pageWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          className={n === page ? `${button} border-stone-900 bg-stone-900 text-white` : plain}
          onClick={() => go(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className={plain} disabled={page === totalPages} onClick={() => go(page + 1)}>
        Next
      </button>
      <button type="button" className={plain} disabled={page === totalPages} onClick={() => go(totalPages)}>
        Last
      </button>
    </nav>
  );
}
