import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../ui/field.js';
import { Input } from '../ui/input.js';
import { FieldRow } from './field-row.js';

/** One input wired to its form: its id, its message and the props (registration, aria) it carries. */
export interface BoundInput {
  id: string;
  error: string | undefined;
  props: ComponentProps<typeof Input>;
}

interface ScheduleFieldsProps {
  start: BoundInput;
  end: BoundInput;
  redemptions: BoundInput;
  redemptionsLabel?: string;
  /** Said under the two dates (e.g. how long the deal runs). */
  datesHint?: ReactNode;
  /** Said under the redemptions input. */
  redemptionsHint?: ReactNode;
}

/** A deal's schedule and limit: start and end dates side by side, then redemptions per customer. */
export function ScheduleFields({ start, end, redemptions, redemptionsLabel = 'Max redemptions per customer', datesHint, redemptionsHint }: ScheduleFieldsProps) {
  return (
    <>
      <FieldRow>
        <Field label="Start date" htmlFor={start.id} error={start.error}>
          <Input id={start.id} type="date" {...start.props} />
        </Field>
        <Field label="End date" htmlFor={end.id} error={end.error}>
          <Input id={end.id} type="date" {...end.props} />
        </Field>
      </FieldRow>
      {datesHint}
      <Field label={redemptionsLabel} htmlFor={redemptions.id} error={redemptions.error}>
        <Input id={redemptions.id} type="number" inputMode="numeric" min="1" step="1" {...redemptions.props} />
        {redemptionsHint}
      </Field>
    </>
  );
}
