import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The names of the rows a phone shows of a table that folds its cards (the reports' long
 * tables): the box the 'Show all' button controls hides, below 56rem, each row holding a
 * `data-folded` mark. jsdom lays nothing out, so the rule's class and the marks are read instead
 * of what is drawn.
 */
export function shownOnPhone(table: HTMLElement): (string | null)[] {
  const box = document.getElementById(
    screen.getByRole('button', { name: /^Show / }).getAttribute('aria-controls') ?? '',
  );
  expect(box).toContainElement(table);
  expect(box).toHaveClass('@max-4xl:[&_tr:has([data-folded])]:hidden');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.querySelector('[data-folded]'))
    .map((row) => within(row).getByRole('rowheader').textContent);
}
