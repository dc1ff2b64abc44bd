import { SIZE_MEASUREMENTS, type SizeChart } from '@shop/shared/catalog/categories';
import { useId } from 'react';

const HEADINGS = { bust: 'Bust', waist: 'Waist', hips: 'Hips', length: 'Length' } as const;
const UNITS = { cm: 'cm', in: 'inches' } as const;

/** The chart's rows for these sizes, and the measurements the owner gave for any of them. */
function guideOf(chart: SizeChart, sizes: readonly string[]) {
  const rows = chart.sizes.filter((row) => sizes.includes(row.size));
  const columns = SIZE_MEASUREMENTS.filter((key) => rows.some((row) => row[key] !== null));
  return { rows, columns };
}

/** Whether SizeGuide shows anything for these sizes. */
export const hasSizeGuide = (chart: SizeChart, sizes: readonly string[]) =>
  guideOf(chart, sizes).columns.length > 0;

/**
 * The category's measurements per size, folded under "Size guide" (docs/product/screens.md,
 * Product page). Only the measurements the owner gave are columns; a chart without any shows
 * nothing, and neither do sizes the product does not come in.
 */
export function SizeGuide({
  chart,
  sizes,
  id: guideId,
}: {
  chart: SizeChart;
  sizes: readonly string[];
  /** The guide's own id, for the size advice's link to it. */
  id?: string;
}) {
  const id = useId();
  const { rows, columns } = guideOf(chart, sizes);
  if (columns.length === 0) return null;
  return (
    <details id={guideId} className="group rounded-md border border-stone-200 bg-white text-sm">
      <summary className="cursor-pointer px-4 py-2.5 font-medium text-stone-900 hover:text-rose-800">
        Size guide
      </summary>
      <div className="overflow-x-auto px-4 pb-4">
        <table aria-describedby={id} className="w-full text-left">
          <caption id={id} className="pb-2 text-left text-stone-600">
            Body measurements in {UNITS[chart.unit]}
          </caption>
          <thead className="text-stone-600">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                Size
              </th>
              {columns.map((key) => (
                <th key={key} scope="col" className="py-1 pr-4 font-medium">
                  {HEADINGS[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr key={row.size}>
                <th scope="row" className="py-1 pr-4 font-medium text-stone-900">
                  {row.size}
                </th>
                {columns.map((key) => (
                  <td key={key} className="py-1 pr-4 text-stone-700">
                    {row[key] ?? '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
