import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { supportedTimeZones } from '@marketplace/core/accounts/domain/time-zone';
import { businessSettingsPatchSchema, type BusinessSettingsPatch } from '@marketplace/core/accounts/schemas/business-settings.schema';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card, CardBody, CardTitle } from '@marketplace/web-common/components/ui/card';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Select } from '@marketplace/web-common/components/ui/input';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { useBusinessSettings } from '../api/get-business-settings.js';
import { useUpdateBusinessSettings } from '../api/update-business-settings.js';

const resolver = zodResolver(businessSettingsPatchSchema);

/** The business's time zone: its weekly statements run Monday 00:00 to Monday 00:00 there. */
export function TimeZoneCard() {
  const settings = useBusinessSettings();
  const update = useUpdateBusinessSettings();
  const zones = useMemo(() => supportedTimeZones(), []);
  const { register, handleSubmit, reset, formState } = useForm<BusinessSettingsPatch>({ resolver, defaultValues: { timeZone: '' } });
  useEffect(() => {
    if (settings.data) reset({ timeZone: settings.data.timeZone });
  }, [settings.data, reset]);
  const current = settings.data?.timeZone;
  return (
    <Card>
      <CardBody>
        <CardTitle>Time zone</CardTitle>
        <p>Your weekly statements run from Monday 00:00 to Sunday 23:59 in this time zone, and show their times in it.</p>
        {settings.isPending ? (
          <Spinner label="Loading your time zone" />
        ) : settings.isError ? (
          <div role="alert">
            <p>Your time zone could not be loaded: {errorDescription(settings.error)}</p>
            <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Stack as="form" $gap={4} noValidate aria-label="Time zone" onSubmit={handleSubmit((values) => update.mutate(values))}>
            <Field label="Time zone" htmlFor="business-time-zone" error={formState.errors.timeZone?.message}>
              <Select id="business-time-zone" {...register('timeZone')}>
                {current && !zones.includes(current) ? <option value={current}>{current}</option> : null}
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="submit" loading={update.isPending} disabled={!formState.isDirty}>
              Save time zone
            </Button>
          </Stack>
        )}
      </CardBody>
    </Card>
  );
}
