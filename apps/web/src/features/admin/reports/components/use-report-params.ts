import {
  PRODUCT_REPORT_DIMENSIONS,
  REPORT_GROUPS,
  type ReportPeriodQuery,
} from '@shop/shared/reports/reports-schemas';
import { useState } from 'react';
import { oneOf, useListParams } from '@/features/admin/use-list-params';
import {
  type Days,
  dayOf,
  daysIn,
  daysOfAddress,
  defaultGroup,
  type PeriodPreset,
  periodProblem,
  presetDays,
  presetOf,
  validDay,
} from './report-period';

/**
 * The report's period and choices, kept in the address as the admin lists keep theirs
 * (`?from=&to=&testOrders=include&group=&by=`), so a reload or a shared link shows the same
 * report. A preset writes its days, not its name: the link shows those days tomorrow too.
 */
export function useReportParams() {
  const { params, change } = useListParams();
  const today = dayOf(new Date());
  const days = daysOfAddress(validDay(params.get('from')), validDay(params.get('to')), today);
  // 'Custom' chosen shows the day pickers even while the days still match a preset.
  const [customChosen, setCustomChosen] = useState(false);
  const preset: PeriodPreset = customChosen ? 'custom' : presetOf(days, today);
  const problem = periodProblem(days);
  const testOrders = params.get('testOrders') === 'include' ? ('include' as const) : undefined;
  const period: ReportPeriodQuery | null = problem ? null : { ...days, testOrders };

  return {
    days,
    preset,
    problem,
    /** The query every report shares; null while the days chosen cannot make a report. */
    period,
    testOrders: testOrders !== undefined,
    group: oneOf(REPORT_GROUPS, params.get('group')) ?? defaultGroup(problem ? 1 : daysIn(days)),
    by: oneOf(PRODUCT_REPORT_DIMENSIONS, params.get('by')) ?? 'product',
    choosePreset(value: PeriodPreset) {
      setCustomChosen(value === 'custom');
      if (value === 'custom') return;
      const { from, to } = presetDays(value, today);
      change({ from, to });
    },
    chooseDays(next: Partial<Days>) {
      setCustomChosen(true);
      change({ from: next.from ?? days.from, to: next.to ?? days.to });
    },
    setTestOrders(include: boolean) {
      change({ testOrders: include ? 'include' : '' });
    },
    setGroup(group: string) {
      change({ group });
    },
    setBy(by: string) {
      change({ by });
    },
  };
}

export type ReportParams = ReturnType<typeof useReportParams>;
