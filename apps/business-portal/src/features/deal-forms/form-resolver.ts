import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Core's form schema as a react-hook-form resolver for fields typed as the inputs hold them: a
 * select may still be blank ('') where the schema's input type only names its choices. The schema
 * alone decides what is valid and with which message.
 */
export function formResolver<Fields extends FieldValues, Schema extends z.ZodType>(schema: Schema): Resolver<Fields, unknown, z.output<Schema>> {
  return zodResolver(schema as never) as unknown as Resolver<Fields, unknown, z.output<Schema>>;
}
