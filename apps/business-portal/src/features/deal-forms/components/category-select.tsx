import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Select } from '@marketplace/web-common/components/ui/input';
import { useCategories } from '../../../api/get-categories.js';
import { describedBy } from './form-kit.js';

const CategoryChoice = styled(Select)<{ $invalid: boolean }>`
  border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;

/**
 * The categories to offer: those of GET /api/categories that the form accepts, in the form's own
 * order. While the list loads, or if it fails, the form's own list stands in so the form still works.
 */
export function offeredCategories(allowed: readonly string[], served: readonly { name: string }[] | undefined): string[] {
  if (!served?.length) return [...allowed];
  const names = new Set(served.map((category) => category.name));
  const offered = allowed.filter((name) => names.has(name));
  return offered.length ? offered : [...allowed];
}

/** The category select; `fromApi` reads the list from GET /api/categories, else `allowed` is shown as it is. */
export function CategorySelect({
  id,
  allowed,
  fromApi = false,
  error,
  selectProps,
}: {
  id: string;
  allowed: readonly string[];
  fromApi?: boolean;
  error?: string | undefined;
  selectProps: UseFormRegisterReturn;
}) {
  const categories = useCategories({ enabled: fromApi });
  const loading = fromApi && categories.isPending;
  const options = fromApi ? offeredCategories(allowed, categories.data) : [...allowed];
  return (
    <Field label="Category" htmlFor={id} error={error}>
      <CategoryChoice id={id} $invalid={!!error} aria-invalid={!!error} aria-describedby={describedBy(id, { error })} aria-busy={loading || undefined} {...selectProps}>
        <option value="">{loading ? 'Loading categories…' : 'Select a category'}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </CategoryChoice>
    </Field>
  );
}
