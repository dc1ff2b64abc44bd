import { type FormEvent, useId } from 'react';

/** A labelled search box with its button; the search runs when submitted, not on every key. */
export function SearchForm({
  label,
  formLabel,
  value,
  placeholder,
  onSearch,
}: {
  label: string;
  /** What may be searched for, when the label does not say it all. */
  placeholder?: string;
  /** What the form is for, for screen readers ('Find orders'). */
  formLabel: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('search');
    onSearch(typeof text === 'string' ? text.trim() : '');
  };
  return (
    <form onSubmit={submit} aria-label={formLabel} className="flex max-w-full flex-wrap items-end gap-2">
      <label htmlFor={id} className="flex flex-col gap-1 text-sm text-stone-700">
        {label}
        {/* Keyed by the value, so going Back to another search shows that search's words. */}
        <input
          id={id}
          name="search"
          type="search"
          key={value}
          defaultValue={value}
          placeholder={placeholder}
          // Never narrower than its placeholder, which would be cut off (a character is at most
          // about 1ch wide); the padding and border on top.
          style={placeholder ? { minWidth: `calc(${placeholder.length}ch + 1.75rem)` } : undefined}
          className="w-64 max-w-full rounded-md border border-stone-300 px-3 py-2"
        />
      </label>
      <button type="submit" className="rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white">
        Search
      </button>
    </form>
  );
}
