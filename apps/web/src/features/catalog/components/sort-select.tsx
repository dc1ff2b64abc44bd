const OPTIONS = [
  { value: '', label: 'Featured' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
];

export function SortSelect({ value, onChange }: { value: string; onChange: (sort: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm whitespace-nowrap text-stone-700">
      Sort by
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-stone-300 bg-white py-2 pr-2 pl-3 text-sm text-stone-900"
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
