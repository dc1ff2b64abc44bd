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

/**
 * What a dry run found: the counts, the categories to map to the shop's, and each problem with
 * its line and column. `mapping` holds the owner's choices, kept between checks.
 */
export function ImportReport({
  result,
  mapping,
  onMap,
}: {
  result: ImportResult;
  mapping: Record<string, string | ''>;
  onMap: (value: string, category: string | '') => void;
}) {
  // The values mapped at an earlier check stay listed, so the owner sees what goes with the import.
  const toMap = [...new Set([...Object.keys(mapping), ...unknownCategories(result.errors)])];
  const problems = result.errors.length;
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
      {toMap.length > 0 && <CategoryMapping values={toMap} mapping={mapping} onMap={onMap} />}
      {problems > 0 && <ErrorTable errors={result.errors} />}
    </div>
  );
}

function CategoryMapping({
  values,
  mapping,
  onMap,
}: {
  values: string[];
  mapping: Record<string, string | ''>;
  onMap: (value: string, category: string | '') => void;
}) {
  const captionId = useId();
  const choices = useCategoryChoices();
  return (
    <table aria-labelledby={captionId} className="w-full max-w-xl text-left text-sm">
      <caption id={captionId} className="mb-2 text-left font-medium text-stone-900">
        Categories to map
      </caption>
      <thead className="bg-stone-50 text-stone-600">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">
            In the file
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Shop category
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {values.map((value) => (
          <tr key={value}>
            <td className="px-3 py-2 break-words">{value}</td>
            <td className="px-3 py-2">
              <select
                aria-label={`Shop category for "${value}"`}
                value={mapping[value] ?? ''}
                onChange={(event) => onMap(value, event.target.value as string | '')}
                className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
              >
                <option value="">Choose…</option>
                {choices.list.map((category) => (
                  <option key={category.handle} value={category.handle}>
                    {category.name}
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

function ErrorTable({ errors }: { errors: readonly ImportError[] }) {
  const captionId = useId();
  return (
    <div className="overflow-x-auto">
      <table aria-labelledby={captionId} className="w-full text-left text-sm">
        <caption id={captionId} className="mb-2 text-left font-medium text-red-800">
          Problems in the file
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
              Problem
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {errors.map((error, index) => (
            // The same line and column may carry two problems: the index keeps keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <tr key={index}>
              <td className="px-3 py-2 tabular-nums">{error.line}</td>
              <td className="px-3 py-2 whitespace-nowrap">{error.column}</td>
              <td className="px-3 py-2">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
