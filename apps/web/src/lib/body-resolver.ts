import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver for fields that hold text where the API takes numbers or null: the shared schema
 * checks what would be sent (`toBody` of the fields), so the server's own messages land under the
 * form's fields, and the form submits the parsed body.
 */
export function bodyResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toBody: (values: Values) => z.input<Schema>,
): Resolver<Values, unknown, z.output<Schema>> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<Schema>>;
  return (values, context, options) =>
    check(toBody(values) as FieldValues, context, options as never) as never;
}
