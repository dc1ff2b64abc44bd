import { COLOR_FAMILIES, colorLabel } from '@shop/shared/catalog/colors';
import type { ImportError, ImportResult } from '@shop/shared/catalog/product-csv';
import { useId } from 'react';
import { useCategoryChoices } from '@/lib/shop-categories-api';

const UNKNOWN_CATEGORY = /^Unknown category "(.*)": map it/;

/** The file's Type or Product Category values the shop does not know, as the dry run named them. */
export function unknownCategories(errors: readonly ImportError[]): string[] {
  const found = errors.map((error) => UNKNOWN_CATEGORY.exec(error.message)?.[1]);
  return [...new Set(found.filter((value): value is string => value !== undefined))];
}

const counts = ({ created, updated, unchanged }: ImportResult) =>
  `${created} to create, ${updated} to update, ${unchanged} unchanged`;

const rows = (count: number) => (count === 1 ? '1 row' : `${count} rows`);

/**
 * What a dry run found: the counts, what the shop would add (colours, categories, sizes), each
 * message once with how many rows said it, the categories to map and the new colours' families to
 * choose, then every problem and warning with its line and column. `mapping` and `families` hold
 * the owner's choices, kept between checks.
 */
export function ImportReport({
  result,
  mapping,
  onMap,
  families,
  onFamily,
}: {
  result: ImportResult;
  mapping: Record<string, string | ''>;
  onMap: (value: string, category: string | '') => void;
  families: Record<string, string>;
  onFamily: (name: string, family: string) => void;
}) {
  // The values mapped at an earlier check stay listed, so the owner sees what goes with the import.
  const toMap = [...new Set([...Object.keys(mapping), ...unknownCategories(result.errors)])];
  const problems = result.errors.length;
  const unplaced = result.added.colors.filter((color) => !color.guessed).map((color) => color.name);
  const toPlace = [...new Set([...Object.keys(families), ...unplaced])];
  const categories = useCategoryChoices();
  return (
    <div className="mt-6 grid gap-5">
      <p role="status" className="font-medium text-stone-900">
        {counts(result)}
        {problems > 0 && `, ${problems} ${problems === 1 ? 'problem' : 'problems'} to fix`}
      </p>
      {problems > 0 && (
        <p className="text-sm text-stone-700">
          Nothing is imported while the file has problems. Fix them in the file
          {toMap.length > 0 && ' or map the categories below'}, then check the file again.
        </p>
      )}
      <ImportAdditions added={result.added} />
      {result.groups.length > 0 && (
        <section aria-labelledby="import-summary" className="text-sm">
          <h3 id="import-summary" className="mb-2 font-medium text-stone-900">
            Summary
          </h3>
          <ul className="grid gap-1">
            {result.groups.map((group) => (
              <li
                key={`${group.severity}-${group.message}`}
                className={group.severity === 'error' ? 'text-red-800' : 'text-amber-900'}
              >
                <span className="font-medium">
                  {group.severity === 'error' ? 'Problem' : 'Note'}, {rows(group.count)}:
                </span>{' '}
                {group.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {toMap.length > 0 && (
        <ChoiceTable
          caption="Categories to map"
          columns={['In the file', 'Shop category']}
          values={toMap}
          chosen={mapping}
          options={categories.list.map((category) => ({ value: category.handle, label: category.name }))}
          label={(value) => `Shop category for "${value}"`}
          onChoose={onMap}
        />
      )}
      {toPlace.length > 0 && (
        <ChoiceTable
          caption="New colours to place in a family"
          columns={['Colour', 'Family shoppers find it under']}
          values={toPlace}
          chosen={families}
          options={FAMILY_OPTIONS}
          label={(name) => `Family for ${name}`}
          onChoose={onFamily}
        />
      )}
      {problems > 0 && (
        <ProblemTable title="Problems in the file" tone="text-red-800" problems={result.errors} />
      )}
      {result.warnings.length > 0 && (
        <ProblemTable title="Notes on the file" tone="text-amber-900" problems={result.warnings} />
      )}
    </div>
  );
}

/** What the import adds to the shop's own words, said before it does. */
function ImportAdditions({ added }: { added: ImportResult['added'] }) {
  const lines = [
    ...(added.categories.length > 0 ? [`New categories: ${added.categories.join(', ')}`] : []),
    ...(added.colors.length > 0
      ? [`New colours: ${added.colors.map((color) => `${color.name} (${color.family})`).join(', ')}`]
      : []),
    ...added.sizes.map((entry) => `New sizes for ${entry.category}: ${entry.sizes.join(', ')}`),
  ];
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="import-additions" className="text-sm">
      <h3 id="import-additions" className="mb-2 font-medium text-stone-900">
        The shop would add
      </h3>
      <ul className="grid list-disc gap-1 pl-5 text-stone-700">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A choice per value the file has and the shop lacks: a category to map a Type to, a family to
 * place a new colour in. The owner's choices go with the next check.
 */
function ChoiceTable({
  caption,
  columns,
  values,
  chosen,
  options,
  label,
  onChoose,
}: {
  caption: string;
  columns: [string, string];
  values: string[];
  chosen: Record<string, string>;
  options: { value: string; label: string }[];
  label: (value: string) => string;
  onChoose: (value: string, choice: string) => void;
}) {
  const captionId = useId();
  return (
    <table aria-labelledby={captionId} className="w-full max-w-xl text-left text-sm">
      <caption id={captionId} className="mb-2 text-left font-medium text-stone-900">
        {caption}
      </caption>
      <thead className="bg-stone-50 text-stone-600">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {values.map((value) => (
          <tr key={value}>
            <td className="px-3 py-2 break-words">{value}</td>
            <td className="px-3 py-2">
              <select
                aria-label={label(value)}
                value={chosen[value] ?? ''}
                onChange={(event) => onChoose(value, event.target.value)}
                className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
              >
                <option value="">Choose…</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const FAMILY_OPTIONS = COLOR_FAMILIES.map((family) => ({ value: family, label: colorLabel(family) }));

function ProblemTable({
  title,
  tone,
  problems,
}: {
  title: string;
  tone: string;
  problems: readonly ImportError[];
}) {
  const captionId = useId();
  return (
    <div className="overflow-x-auto">
      <table aria-labelledby={captionId} className="w-full text-left text-sm">
        <caption id={captionId} className={`mb-2 text-left font-medium ${tone}`}>
          {title}
        </caption>
        <thead className="bg-stone-50 text-stone-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Line
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Column
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {tone === 'text-red-800' ? 'Problem' : 'Note'}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {problems.map((problem, index) => (
            // The same line and column may carry two problems: the index keeps keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <tr key={index}>
              <td className="px-3 py-2 tabular-nums">{problem.line}</td>
              <td className="px-3 py-2 whitespace-nowrap">{problem.column}</td>
              <td className="px-3 py-2">{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
