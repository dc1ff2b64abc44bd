import {
  type AdminCategory,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_HANDLE_MAX,
  CATEGORY_NAME_MAX,
  FEATURED_CATEGORIES_MAX,
} from '@shop/shared/catalog/categories';
import { useId, useRef } from 'react';
import { type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { FieldShell, inputClass } from '@/components/ui/text-field';
import { FormDialog } from '@/features/admin/form-dialog';
import { useSaveAndClose } from '@/features/admin/promotions/components/use-save-and-close';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../api/categories-api';
import {
  bodyOf,
  type CategoryFormValues,
  categoryResolver,
  formFieldOf,
  handleFollowing,
  serverFieldsOf,
  valuesOf,
} from './category-form-values';
import { CategoryPictureField } from './category-picture-field';
import { SizeChartEditor } from './size-chart-editor';

const SAVE_FAILED = 'The category could not be saved. Please try again.';
const RESOLVERS = { create: categoryResolver(false), update: categoryResolver(true) };

/**
 * Add category and Edit category: name, address, sentence, picture, where shoppers see it, and
 * its size chart. The address follows the name until the owner types one of their own; the
 * server's refusal of a field (a size still in stock, an address taken) shows under it.
 */
export function CategoryFormDialog({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  const { failure, save } = useSaveAndClose(onClose);
  const formId = useId();
  const form = useForm<CategoryFormValues>({
    resolver: category ? RESOLVERS.update : RESOLVERS.create,
    defaultValues: valuesOf(category),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  // Typed by the owner: the name no longer moves it. Emptied, it follows the name again.
  const handleTyped = useRef(false);
  const handle = useWatch({ control, name: 'handle' }).trim();

  const send = handleSubmit((values) => {
    const body = bodyOf(values);
    const request = category ? update({ id: category.id, body }).unwrap() : create(body).unwrap();
    return save(request, {
      fields: serverFieldsOf(values.sizes.length),
      setError: (field, error, options) => {
        const formField = formFieldOf(field);
        if (formField) setError(formField, error, options);
      },
      fallback: SAVE_FAILED,
    });
  });

  const invalid = (field: 'name' | 'handle' | 'description') => (errors[field] ? true : undefined);
  const moved = category !== null && handle !== '' && handle !== category.handle;

  return (
    <FormDialog
      title={category ? 'Edit category' : 'Add category'}
      submitLabel={category ? 'Save category' : 'Create category'}
      submitting={isSubmitting}
      failure={failure}
      onSubmit={send}
      onClose={onClose}
    >
      <FieldShell label="Name" error={errors.name?.message}>
        {({ id: inputId, describedBy }) => (
          <input
            id={inputId}
            maxLength={CATEGORY_NAME_MAX}
            autoComplete="off"
            aria-invalid={invalid('name')}
            aria-describedby={describedBy}
            className={inputClass}
            {...register('name', {
              onChange: (event: { target: { value: string } }) => {
                if (handleTyped.current) return;
                setValue('handle', handleFollowing(category, event.target.value), {
                  shouldDirty: true,
                  shouldValidate: isSubmitted,
                });
              },
            })}
          />
        )}
      </FieldShell>
      <FieldShell
        label="Address"
        error={errors.handle?.message}
        hint={`Lowercase letters, digits and hyphens: shoppers find it at /categories/${handle || '…'}.${
          moved ? ` The old address, /categories/${category.handle}, then leads here.` : ''
        }`}
      >
        {({ id: inputId, describedBy }) => (
          <div className="flex items-center gap-1.5">
            <span aria-hidden="true" className="text-sm text-stone-500">
              /categories/
            </span>
            <input
              id={inputId}
              maxLength={CATEGORY_HANDLE_MAX}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={invalid('handle')}
              aria-describedby={describedBy}
              className={`${inputClass} min-w-0`}
              {...register('handle', {
                onChange: (event: { target: { value: string } }) => {
                  handleTyped.current = event.target.value !== '';
                },
              })}
            />
          </div>
        )}
      </FieldShell>
      <FieldShell
        label="Description"
        error={errors.description?.message}
        hint="The sentence the category page shows under its heading and in search results."
      >
        {({ id: inputId, describedBy }) => (
          <textarea
            id={inputId}
            rows={3}
            maxLength={CATEGORY_DESCRIPTION_MAX}
            aria-invalid={invalid('description')}
            aria-describedby={describedBy}
            className={inputClass}
            {...register('description')}
          />
        )}
      </FieldShell>
      <CategoryPictureField form={form} />

      <div className="grid gap-3">
        <CheckboxField
          label="Hidden from shoppers"
          hint="Out of the menus, the home page, the shop's filter and the sitemap; its page answers not found."
          registration={register('hidden')}
        />
        <CheckboxField
          label="Show on the home page"
          hint={`The home page shows the first ${FEATURED_CATEGORIES_MAX} categories so marked, in menu order.`}
          registration={register('featured')}
        />
      </div>

      <SizeChartEditor form={form} formId={formId} />
    </FormDialog>
  );
}

function CheckboxField({
  label,
  hint,
  registration,
}: {
  label: string;
  hint: string;
  registration: UseFormRegisterReturn;
}) {
  const hintId = useId();
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          aria-describedby={hintId}
          className="size-4 shrink-0 accent-stone-900"
          {...registration}
        />
        {label}
      </label>
      <p id={hintId} className="mt-0.5 pl-6 text-xs text-stone-500">
        {hint}
      </p>
    </div>
  );
}
