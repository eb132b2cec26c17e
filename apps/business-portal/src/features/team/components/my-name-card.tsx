import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { staffNameSchema, type StaffNameInput } from '@marketplace/core/team/schemas/team.schema';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import { useRenameMyself } from '../api/rename-myself.js';

const resolver = zodResolver(staffNameSchema);

/** A member of staff's own name. */
export function MyNameCard({ name }: { name: string | null }) {
  const rename = useRenameMyself();
  const { register, handleSubmit, formState } = useForm<StaffNameInput>({ resolver, values: { name: name ?? '' } });
  const { errors } = formState;
  return (
    <Card>
      <CardBody>
        <CardTitle>Your name</CardTitle>
        <Stack as="form" $gap={4} noValidate aria-label="Your name" onSubmit={handleSubmit((values) => rename.mutate(values.name))}>
          <Field label="Name" htmlFor="my-name" error={errors.name?.message}>
            <Input id="my-name" autoComplete="name" $invalid={!!errors.name} aria-invalid={!!errors.name} {...register('name')} />
          </Field>
          <Button type="submit" loading={rename.isPending} disabled={!formState.isDirty}>
            Save name
          </Button>
        </Stack>
      </CardBody>
    </Card>
  );
}
