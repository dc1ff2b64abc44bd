import { useLocation } from 'react-router';

/** What the restore page leaves in the cart page's location: the changes since the checkout was left. */
export interface RestoredState {
  restoredChanges?: string[];
}

/** 'What changed since you left', above the cart a reminder's link brought back; nothing otherwise. */
export function RestoredChanges() {
  const changes = (useLocation().state as RestoredState | null)?.restoredChanges ?? [];
  if (changes.length === 0) return null;
  return (
    <section
      aria-labelledby="restored-changes"
      className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <h2 id="restored-changes" className="font-medium">
        What changed since you left
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
    </section>
  );
}
