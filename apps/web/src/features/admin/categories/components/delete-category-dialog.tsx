import type { AdminCategory } from '@shop/shared/catalog/categories';
import { useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Modal } from '@/components/ui/modal';
import { inputClass } from '@/components/ui/text-field';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-error';
import { showToast } from '@/stores/toasts';
import { useDeleteCategoryMutation } from '../api/categories-api';

const CHOOSE_TARGET = 'Choose the category its products move to.';

const productCount = (n: number) => (n === 1 ? '1 product' : `${n} products`);

/**
 * 'Delete this category?': a category holding products asks where they move (they keep their
 * sizes; the other chart gains any it lacks), and its address then leads there. The server's
 * refusal (a sale still running on it, the shop's last category) is said inside.
 */
export function DeleteCategoryDialog({
  category,
  categories,
  onClose,
}: {
  category: AdminCategory;
  /** Every category, in menu order; the others are where its products may go. */
  categories: readonly AdminCategory[];
  onClose: () => void;
}) {
  const dispatch = useDispatch();
  const [remove, { isLoading: busy }] = useDeleteCategoryMutation();
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [moveTo, setMoveTo] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Products may have been added since the list was read: the server's word then asks for a choice.
  const [mustMove, setMustMove] = useState(category.productCount > 0);
  const others = categories.filter((other) => other.id !== category.id);
  const errorId = `${id}-move-error`;

  const confirm = async () => {
    setFailure(null);
    if (mustMove && moveTo === '') {
      setChoiceError(CHOOSE_TARGET);
      selectRef.current?.focus();
      return;
    }
    setChoiceError(null);
    try {
      const answer = await remove({ id: category.id, moveTo: moveTo || undefined }).unwrap();
      dispatch(showToast(answer.message, 'success'));
      onClose();
    } catch (error) {
      if (apiFieldErrors(error).some((problem) => problem.field === 'moveTo')) setMustMove(true);
      setFailure(apiErrorMessage(error) ?? 'The category could not be deleted.');
    }
  };

  return (
    <Modal title="Delete this category?" onClose={onClose} busy={busy}>
      <p className="text-sm text-stone-700">
        {category.name} holds{' '}
        {category.productCount === 0 ? 'no products' : productCount(category.productCount)}.{' '}
        {mustMove
          ? 'They move to the category you choose, keeping their sizes, and its address /categories/' +
            `${category.handle} then leads there.`
          : `Its page, /categories/${category.handle}, then answers not found.`}
      </p>
      {mustMove && (
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={`${id}-move`} className="text-sm font-medium text-stone-800">
            Move its products to
          </label>
          <select
            ref={selectRef}
            id={`${id}-move`}
            required
            value={moveTo}
            onChange={(event) => {
              setMoveTo(event.target.value);
              setChoiceError(null);
            }}
            aria-invalid={choiceError ? true : undefined}
            aria-describedby={choiceError ? errorId : undefined}
            className={inputClass}
          >
            <option value="">Choose a category</option>
            {others.map((other) => (
              <option key={other.id} value={other.handle}>
                {other.hidden ? `${other.name} (hidden)` : other.name}
              </option>
            ))}
          </select>
          {choiceError && (
            <p id={errorId} className="text-sm text-red-700">
              {choiceError}
            </p>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-3">
        <button type="button" onClick={onClose} className="rounded-md border border-stone-300 px-4 py-2">
          Cancel
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          className="rounded-md bg-red-700 px-4 py-2 text-white"
        >
          {busy ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
