import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { categoryIcon } from '@marketplace/core/deals/schemas/deal-categories';
import { DealImage } from '@marketplace/web-common/components/deal/deal-image';
import { Field } from '@marketplace/web-common/components/ui/field';
import { Input } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { describedBy, Hint } from './form-kit.js';

const Frame = styled(DealImage)`
  max-height: 240px;
  width: 100%;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Fallback = styled(Stack).attrs({ as: 'figcaption', $gap: 2 })`
  position: absolute;
  inset: 0;
  align-items: center;
  justify-content: center;
  padding: ${space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & span { font-size: 2.5rem; }
`;

function looksLikeUrl(value: string): boolean {
  return /^https?:\/\/\S+\.\S+/i.test(value.trim());
}

/**
 * What the deal will look like on its card: the image at `url`, or the category artwork with a
 * sentence saying why (no address yet, or an address that does not load).
 */
export function ImagePreview({ url, category }: { url: string; category: string }) {
  const trimmed = url.trim();
  const reason = trimmed ? "We couldn't load an image from this address. Customers will see the category artwork instead." : 'No image yet: your deal shows this category artwork until you add one.';
  const fallback = (
    <Fallback>
      <span aria-hidden="true">{categoryIcon(category)}</span>
      {reason}
    </Fallback>
  );
  return <Frame forwardedAs="figure" data-testid="image-preview" src={looksLikeUrl(trimmed) ? trimmed : null} alt="Preview of your deal image" category={category} ratio="16 / 9" loading="eager" fallback={fallback} />;
}

/** The optional image address with its live preview. `inputProps` come from react-hook-form's register. */
export function ImageUrlField({ id, url, category, error, inputProps }: { id: string; url: string; category: string; error?: string | undefined; inputProps: UseFormRegisterReturn }) {
  return (
    <>
      <Field label="Image URL (optional)" htmlFor={id} error={error}>
        <Input id={id} type="url" inputMode="url" placeholder="e.g. https://example.com/photo.jpg" $invalid={!!error} aria-invalid={!!error} aria-describedby={describedBy(id, { error, hint: true })} {...inputProps} />
        <Hint id={`${id}-hint`}>A landscape photo of the product or your place works best.</Hint>
      </Field>
      <ImagePreview url={url} category={category} />
    </>
  );
}
