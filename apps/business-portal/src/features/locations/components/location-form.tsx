import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { closedWeek, WEEKDAYS, type OpeningHours } from '@marketplace/core/locations/domain/opening-hours';
import { locationCreateSchema, type LocationCreate, type LocationPatch } from '@marketplace/core/locations/schemas/location.schema';
import { ApiError } from '@marketplace/web-common/api/api-client';
import { FieldRow } from '@marketplace/web-common/components/forms/field-row';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import type { BusinessLocation } from '../../../api/get-locations.js';
import { useAddLocation } from '../api/add-location.js';
import { useUpdateLocation } from '../api/update-location.js';
import { HoursEditor } from './hours-editor.js';
import type { LocationFormFields } from './location-form-fields.js';

type TextField = 'name' | 'address' | 'city' | 'state' | 'zip' | 'latitude' | 'longitude';
const LABELS: Record<TextField, string> = {
  name: 'Location name',
  address: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
  latitude: 'Latitude',
  longitude: 'Longitude',
};

const zodResolve = zodResolver(locationCreateSchema);
/** Core's schema on what the form holds: hours not listed are sent as null ("not given"). */
const resolver: Resolver<LocationFormFields, unknown, LocationCreate> = async (values, context, options) => {
  const result = await zodResolve({ ...values, hours: values.listHours ? values.hours : null }, context, options as never);
  return result as unknown as Awaited<ReturnType<Resolver<LocationFormFields, unknown, LocationCreate>>>;
};

function mutableWeek(hours: OpeningHours): LocationFormFields['hours'] {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day].map((interval) => ({ ...interval }))])) as LocationFormFields['hours'];
}

const NINE_TO_FIVE = mutableWeek({ ...closedWeek(), ...Object.fromEntries(WEEKDAYS.slice(0, 5).map((day) => [day, [{ opens: '09:00', closes: '17:00' }]])) });

function defaults(location: BusinessLocation | undefined): LocationFormFields {
  if (!location) return { name: '', address: '', city: '', state: '', zip: '', latitude: '', longitude: '', listHours: true, hours: NINE_TO_FIVE };
  return {
    name: location.name,
    address: location.address,
    city: location.city,
    state: location.state,
    zip: location.zip,
    latitude: location.latitude === null ? '' : String(location.latitude),
    longitude: location.longitude === null ? '' : String(location.longitude),
    listHours: location.hours !== null,
    hours: location.hours ? mutableWeek(location.hours) : mutableWeek(closedWeek()),
  };
}

/** What an edit sends: every field but the map point, which only goes when the owner touched it (blank: back to the zip code's). */
function changesOf(values: LocationCreate, pointTouched: boolean): LocationPatch {
  const { latitude, longitude, ...rest } = values;
  return pointTouched ? { ...rest, hours: values.hours ?? null, latitude: latitude ?? null, longitude: longitude ?? null } : { ...rest, hours: values.hours ?? null, latitude: undefined, longitude: undefined };
}

/** Adds a location, or edits one: the address, the map point (optional) and the week's opening hours. */
export function LocationForm({ location, onDone }: { location?: BusinessLocation; onDone: () => void }) {
  const idPrefix = `location-${location?.id ?? 'new'}`;
  const form = useForm<LocationFormFields, unknown, LocationCreate>({ resolver, defaultValues: defaults(location) });
  const { register, handleSubmit, formState, setError, watch } = form;
  const add = useAddLocation();
  const update = useUpdateLocation();
  const pending = add.isPending || update.isPending;

  const showServerIssues = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const issues = error.issues.length > 0 ? error.issues : [{ path: 'name', message: error.message }];
    for (const issue of issues) setError((issue.path || 'name') as Path<LocationFormFields>, { type: 'server', message: issue.message });
  };
  const submit = handleSubmit((values) => {
    if (location) {
      const pointTouched = Boolean(formState.dirtyFields.latitude || formState.dirtyFields.longitude);
      update.mutate({ id: location.id, changes: changesOf(values, pointTouched) }, { onSuccess: onDone, onError: showServerIssues });
    } else {
      add.mutate(values, { onSuccess: onDone, onError: showServerIssues });
    }
  });
  const errors: FieldErrors<LocationFormFields> = formState.errors;
  const text = (name: TextField, hint?: string) => {
    const id = `${idPrefix}-${name}`;
    const message = errors[name]?.message;
    return (
      <Field label={hint ? `${LABELS[name]} (${hint})` : LABELS[name]} htmlFor={id} error={message}>
        <Input id={id} $invalid={Boolean(message)} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} {...register(name)} />
      </Field>
    );
  };

  return (
    <FormProvider {...form}>
      <Stack as="form" $gap={4} noValidate aria-label={location ? `Edit ${location.name}` : 'Add a location'} onSubmit={(event) => void submit(event)}>
        {text('name')}
        {text('address')}
        <FieldRow>
          {text('zip')}
          {text('city', 'blank: from the zip code')}
        </FieldRow>
        <FieldRow>
          {text('state', 'blank: from the zip code')}
        </FieldRow>
        <details>
          <summary>Map point (optional: the zip code&apos;s centre unless you set it)</summary>
          <FieldRow>
            {text('latitude')}
            {text('longitude')}
          </FieldRow>
        </details>
        <Cluster $gap={2} $align="center">
          <input id={`${idPrefix}-list-hours`} type="checkbox" {...register('listHours')} />
          <label htmlFor={`${idPrefix}-list-hours`}>List opening hours</label>
        </Cluster>
        {watch('listHours') ? <HoursEditor idPrefix={idPrefix} /> : null}
        <Cluster $gap={2}>
          <Button type="submit" loading={pending}>
            {location ? 'Save location' : 'Add location'}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        </Cluster>
      </Stack>
    </FormProvider>
  );
}
