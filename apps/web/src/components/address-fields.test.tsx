import { zodResolver } from '@hookform/resolvers/zod';
import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import { addressBodySchema } from '@shop/shared/orders/shipping-schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { ShippingCountry } from '@/lib/shipping-countries-api';
import { AddressFields } from './address-fields';

const COUNTRIES: ShippingCountry[] = [
  { code: 'US', name: 'United States', regionRequired: true },
  { code: 'GB', name: 'United Kingdom', regionRequired: false },
];

type Input = z.input<typeof addressBodySchema>;

function Harness({ onValid, country = 'US' }: { onValid: (body: unknown) => void; country?: string }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, z.output<typeof addressBodySchema>>({
    resolver: zodResolver(addressBodySchema),
    defaultValues: {
      address: {
        name: '',
        line1: '',
        line2: '',
        city: '',
        region: '',
        postalCode: '',
        country: country as Input['address']['country'],
        phone: '',
      },
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <AddressFields
        register={register}
        control={control}
        errors={errors.address}
        countries={COUNTRIES}
        prefix="address"
      />
      <button type="submit">Save</button>
    </form>
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);

describe('AddressFields', () => {
  it('labels every field as the checkout says them, with the tokens a browser fills in', () => {
    render(<Harness onValid={() => {}} />);
    const expected: [RegExp, string][] = [
      [/^Full name$/, 'name'],
      [/^Address line 1$/, 'address-line1'],
      [/^Address line 2 \(optional\)$/, 'address-line2'],
      [/^City$/, 'address-level2'],
      [/^State \/ Region$/, 'address-level1'],
      [/^Postal code$/, 'postal-code'],
      [/^Country$/, 'country'],
      [/^Phone \(optional\)$/, 'tel'],
    ];
    for (const [label, token] of expected) expect(field(label)).toHaveAttribute('autocomplete', token);
    expect(field(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(field(/^Phone/)).toHaveAttribute('inputmode', 'tel');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'United States',
      'United Kingdom',
    ]);
  });

  it('marks State / Region optional only where the chosen country needs none', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={() => {}} />);
    expect(field(/^State \/ Region$/)).toBeInTheDocument();
    await user.selectOptions(field(/^Country$/), 'GB');
    expect(field(/^State \/ Region \(optional\)$/)).toBeInTheDocument();
  });

  it('still lists a country the shop no longer serves when the address names it', () => {
    render(<Harness onValid={() => {}} country="FR" />);
    expect(field(/^Country$/)).toHaveValue('FR');
    expect(screen.getByRole('option', { name: 'France' })).toBeInTheDocument();
  });

  it('says each error under its field, tied to it for screen readers', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await user.type(field(/^Full name$/), 'Ann Lee');
    await user.type(field(/^Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).not.toHaveBeenCalled();
    for (const [label, message] of [
      [/^Address line 1$/, SHIPPING_MESSAGES.line1Required],
      [/^City$/, SHIPPING_MESSAGES.cityRequired],
      [/^State \/ Region$/, SHIPPING_MESSAGES.regionRequired],
      [/^Postal code$/, SHIPPING_MESSAGES.postalCodeRequired],
      [/^Phone/, SHIPPING_MESSAGES.phoneInvalid],
    ] as const) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field(/^Full name$/)).not.toHaveAttribute('aria-invalid');
  });
});
