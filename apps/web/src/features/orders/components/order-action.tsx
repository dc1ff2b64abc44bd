import type { ReactNode } from 'react';

/**
 * The order page's place for one after-sale action (cancel, return) while it may be taken: its
 * button, a line on until when, and the dialog it opens (`children`, while asking).
 */
export function OrderAction({
  label,
  danger = false,
  hint,
  onAsk,
  children,
}: {
  label: string;
  danger?: boolean;
  hint: string | null;
  onAsk: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="mt-8 border-t border-stone-200 pt-6">
      <button
        type="button"
        onClick={onAsk}
        className={`rounded-md border px-5 py-2.5 font-medium ${
          danger
            ? 'border-red-700 text-red-700 hover:bg-red-50'
            : 'border-stone-900 text-stone-900 hover:bg-stone-50'
        }`}
      >
        {label}
      </button>
      {hint && <p className="mt-2 text-sm text-stone-600">{hint}</p>}
      {children}
    </div>
  );
}
