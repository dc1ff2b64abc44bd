import { guessColorFamily } from '@shop/shared/catalog/color-families';
import { COLOR_FAMILIES, COLOR_NAME_MAX, colorLabel, type ShopColor } from '@shop/shared/catalog/colors';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FieldShell, inputClass } from '@/components/ui/text-field';
import { FormDialog } from '@/features/admin/form-dialog';
import { useSaveAndClose } from '@/features/admin/promotions/components/use-save-and-close';
import { useShopColors } from '@/lib/shop-colors-api';
import { useCreateColorMutation, useUpdateColorMutation } from '../api/colors-api';
import { bodyOf, COLOR_FIELDS, type ColorFormValues, colorResolver, valuesOf } from './color-form-values';
import { SwatchField } from './swatch-field';

const SAVE_FAILED = 'The colour could not be saved. Please try again.';

/**
 * New colour and Edit colour: a name, the family shoppers find it under, and a swatch of its own
 * or the family's. A new colour's family follows its name (Dusty Navy is blue) until the owner
 * picks one; the server's refusal of a field (a name taken, a family it cannot guess) shows
 * under it. `onSaved` hears of the colour saved, as the product form does to choose it.
 */
export function ColorFormDialog({
  color,
  onClose,
  onSaved,
}: {
  color: ShopColor | null;
  onClose: () => void;
  onSaved?: (color: ShopColor) => void;
}) {
  const shop = useShopColors();
  const [create] = useCreateColorMutation();
  const [update] = useUpdateColorMutation();
  const { failure, save } = useSaveAndClose(onClose);
  const form = useForm<ColorFormValues>({
    resolver: colorResolver(color, shop.find),
    defaultValues: valuesOf(color),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  // Picked by the owner: the name no longer moves it. Put back to none, it follows the name again.
  const familyPicked = useRef(color !== null);
  const family = useWatch({ control, name: 'family' });

  const send = handleSubmit((values) => {
    const body = bodyOf(values);
    const request = color ? update({ id: color.id, body }).unwrap() : create(body).unwrap();
    return save(
      request.then((answer) => {
        onSaved?.(answer.color);
        return answer;
      }),
      { fields: COLOR_FIELDS, setError, fallback: SAVE_FAILED },
    );
  });

  return (
    <FormDialog
      title={color ? 'Edit colour' : 'New colour'}
      submitLabel={color ? 'Save colour' : 'Create colour'}
      submitting={isSubmitting}
      failure={failure}
      onSubmit={send}
      onClose={onClose}
    >
      <FieldShell
        label="Name"
        error={errors.name?.message}
        hint={
          color
            ? 'As products, the cart and orders show it; a new name is every product’s in this colour.'
            : 'As products, the cart and orders show it, such as Navy or Oatmeal.'
        }
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            maxLength={COLOR_NAME_MAX}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
            {...register('name', {
              onChange: (event: { target: { value: string } }) => {
                if (familyPicked.current) return;
                setValue('family', guessColorFamily(event.target.value) ?? '', {
                  shouldDirty: true,
                  shouldValidate: isSubmitted,
                });
              },
            })}
          />
        )}
      </FieldShell>
      <FieldShell
        label="Family"
        error={errors.family?.message}
        hint="Shoppers who filter the shop by this family find the colour's products."
      >
        {({ id, describedBy }) => (
          <select
            id={id}
            aria-invalid={errors.family ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
            {...register('family', {
              onChange: (event: { target: { value: string } }) => {
                familyPicked.current = event.target.value !== '';
              },
            })}
          >
            {(!color || family === '') && <option value="">Choose a family</option>}
            {COLOR_FAMILIES.map((name) => (
              <option key={name} value={name}>
                {colorLabel(name)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <SwatchField form={form} />
    </FormDialog>
  );
}
