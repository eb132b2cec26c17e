import styled from 'styled-components';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Select } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import type { BindField } from './registration-fields.js';

const CategorySelect = styled(Select)<{ $invalid?: boolean }>`
  border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${space(2.5)} ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;
`;

/** Step 2: what the business offers, so shoppers can find it. */
export function BusinessStep({ field, categories }: { field: BindField; categories: readonly string[] }) {
  const category = field('category');
  const description = field('description');
  return (
    <>
      <Field label="Category" htmlFor={category.id} error={category.error}>
        <CategorySelect id={category.id} {...category.props}>
          <option value="">Select a category</option>
          {categories.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </CategorySelect>
      </Field>
      <Field label="Description (optional)" htmlFor={description.id} error={description.error}>
        <TextArea id={description.id} placeholder="Tell customers what makes your business special" {...description.props} />
      </Field>
    </>
  );
}
