import { useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import styled from 'styled-components';
import { MAX_INTERVALS_PER_DAY, WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '@marketplace/core/locations/domain/opening-hours';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Input } from '@marketplace/web-common/components/ui/input';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';
import { space } from '@marketplace/web-common/theme';
import type { LocationFormFields } from './location-form-fields.js';

const Day = styled.fieldset`
  margin: 0;
  padding: ${space(3)} 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) { grid-template-columns: 8rem minmax(0, 1fr); align-items: start; }
`;

const DayName = styled.legend`
  float: left;
  padding: 0;
  font-weight: ${({ theme }) => theme.font.weights.semibold};
`;

const Time = styled(Input)`
  width: 8.5rem;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

type DayErrors = (FieldError & { root?: FieldError }) | undefined;

function dayMessage(errors: DayErrors): string | undefined {
  return errors?.message ?? errors?.root?.message;
}

function DayHours({ day, idPrefix }: { day: Weekday; idPrefix: string }) {
  const { control, register, formState } = useFormContext<LocationFormFields>();
  const { fields, append, remove } = useFieldArray({ control, name: `hours.${day}` });
  const errors = formState.errors.hours?.[day] as (DayErrors & Record<number, { opens?: FieldError; closes?: FieldError }>) | undefined;
  const message = dayMessage(errors);
  return (
    <Day aria-describedby={message ? `${idPrefix}-${day}-error` : undefined}>
      <DayName>{WEEKDAY_NAMES[day]}</DayName>
      <Stack $gap={2}>
        {fields.length === 0 ? <Muted>Closed</Muted> : null}
        {fields.map((field, index) => {
          const opens = `${idPrefix}-${day}-${index}-opens`;
          const closes = `${idPrefix}-${day}-${index}-closes`;
          const intervalError = errors?.[index]?.opens?.message ?? errors?.[index]?.closes?.message;
          return (
            <Stack key={field.id} $gap={1}>
              <Cluster $gap={2} $align="center">
                <Time id={opens} type="time" aria-label={`${WEEKDAY_NAMES[day]} opens`} aria-invalid={errors?.[index]?.opens ? true : undefined} {...register(`hours.${day}.${index}.opens`)} />
                <span aria-hidden="true">–</span>
                <Time id={closes} type="time" aria-label={`${WEEKDAY_NAMES[day]} closes`} aria-invalid={errors?.[index]?.closes ? true : undefined} {...register(`hours.${day}.${index}.closes`)} />
                <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`Remove ${WEEKDAY_NAMES[day]} ${field.opens}–${field.closes}`}>
                  Remove
                </Button>
              </Cluster>
              {intervalError ? <ErrorText role="alert">{intervalError}</ErrorText> : null}
            </Stack>
          );
        })}
        <Cluster $gap={2}>
          {fields.length < MAX_INTERVALS_PER_DAY ? (
            <Button variant="secondary" size="sm" onClick={() => append({ opens: '09:00', closes: '17:00' })}>
              Add opening times<VisuallyHidden> on {WEEKDAY_NAMES[day]}</VisuallyHidden>
            </Button>
          ) : null}
        </Cluster>
        {message ? (
          <ErrorText id={`${idPrefix}-${day}-error`} role="alert">
            {message}
          </ErrorText>
        ) : null}
      </Stack>
    </Day>
  );
}

/** The week's opening hours: per weekday closed, or one or more opening–closing times. */
export function HoursEditor({ idPrefix }: { idPrefix: string }) {
  const { getValues, setValue } = useFormContext<LocationFormFields>();
  const copyMonday = () => {
    const monday = getValues('hours.mon');
    for (const day of WEEKDAYS.slice(1, 5)) setValue(`hours.${day}`, monday.map((interval) => ({ ...interval })), { shouldDirty: true, shouldValidate: false });
  };
  return (
    <Stack $gap={2}>
      <Cluster $gap={2} $justify="flex-end">
        <Button variant="ghost" size="sm" onClick={copyMonday}>
          Copy Monday to weekdays
        </Button>
      </Cluster>
      <div>
        {WEEKDAYS.map((day) => (
          <DayHours key={day} day={day} idPrefix={idPrefix} />
        ))}
      </div>
    </Stack>
  );
}
