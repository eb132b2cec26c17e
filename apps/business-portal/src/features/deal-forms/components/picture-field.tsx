import { useId, useState, type DragEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { categoryIcon } from '@marketplace/core/deals/schemas/deal-categories';
import { dealImage, MAX_PICTURE_BYTES, PICTURE_TOO_LARGE_MESSAGE, PICTURE_TYPES, PICTURE_UPLOAD_HINT } from '@marketplace/core/media/domain/picture';
import { DealImage } from '@marketplace/web-common/components/deal/deal-image';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Button } from '@marketplace/web-common/components/ui/button';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { space } from '@marketplace/web-common/theme';
import { useUploadPicture } from '../api/upload-picture.js';
import { Hint } from './form-kit.js';

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

const DropZone = styled.label<{ $active: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(5)} ${space(4)};
  border: 2px dashed ${({ theme, $active, $invalid }) => ($invalid ? theme.colors.danger : $active ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSoft : theme.colors.surfaceMuted)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-align: center;
  cursor: pointer;
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  & strong { color: ${({ theme }) => theme.colors.brand}; }
  & input[type='file'] { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
`;

const Progress = styled.progress`
  width: 100%;
  height: ${space(2)};
  accent-color: ${({ theme }) => theme.colors.brand};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weights.medium};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/**
 * What the deal will look like on its card: the picture at `url` (an upload, with its widths), or
 * the category artwork with a sentence saying why (none yet, or a link to another site stored
 * before uploads, which the import job copies here).
 */
export function ImagePreview({ url, category }: { url: string; category: string }) {
  const stored = url.trim();
  const image = dealImage(stored || null);
  const reason = image
    ? "We couldn't show this picture. Customers will see the category artwork instead."
    : stored
      ? 'This picture is still a link to another site: it shows once the marketplace has copied it here. Upload it to show it now.'
      : 'No picture yet: your deal shows this category artwork until you add one.';
  const fallback = (
    <Fallback>
      <span aria-hidden="true">{categoryIcon(category)}</span>
      {reason}
    </Fallback>
  );
  return (
    <Frame
      forwardedAs="figure"
      data-testid="image-preview"
      src={image?.src ?? null}
      srcSet={image?.srcSet}
      sizes="(min-width: 768px) 480px, 100vw"
      alt="Preview of your deal picture"
      category={category}
      ratio="16 / 9"
      loading="eager"
      fallback={fallback}
    />
  );
}

/**
 * The deal's picture: drop a file or choose one; it is uploaded at once (with its progress) and
 * the deal's imageUrl becomes the stored picture. The server decides what it accepts and says why
 * it refuses; only the size is checked here first, to spare a long upload that would be refused.
 * `inputProps` come from react-hook-form's register for imageUrl.
 */
export function PictureField({ id, url, category, error, inputProps }: { id: string; url: string; category: string; error?: string | undefined; inputProps: UseFormRegisterReturn }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadPicture(setProgress);
  const hintId = useId();
  const shown = problem ?? error;

  const setUrl = (value: string) => {
    void inputProps.onChange({ target: { name: inputProps.name, value }, type: 'change' });
  };

  const send = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_PICTURE_BYTES) {
      setProblem(PICTURE_TOO_LARGE_MESSAGE);
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (picture) => setUrl(picture.url),
      onError: (failure) => setProblem(errorDescription(failure)),
      onSettled: () => setProgress(null),
    });
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  return (
    <Stack $gap={2} data-testid="picture-field">
      <Label id={`${id}-label`}>Picture (optional)</Label>
      <input type="hidden" {...inputProps} />
      <ImagePreview url={url} category={category} />
      <DropZone
        htmlFor={id}
        $active={dragging}
        $invalid={!!shown}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          aria-labelledby={`${id}-label`}
          aria-describedby={[hintId, shown ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={!!shown}
          disabled={upload.isPending}
          onChange={(event) => {
            send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span>
          <strong>{url ? 'Replace the picture' : 'Choose a picture'}</strong> or drag one here
        </span>
        <Hint id={hintId}>{PICTURE_UPLOAD_HINT} A landscape photo of the product or your place works best.</Hint>
      </DropZone>
      {progress !== null ? (
        <div role="status">
          <Progress max={1} value={progress} aria-label="Upload progress" />
          <Hint>Uploading… {Math.round(progress * 100)}%</Hint>
        </div>
      ) : null}
      {shown ? (
        <ErrorText id={`${id}-error`} role="alert">
          {shown}
        </ErrorText>
      ) : null}
      {url ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => setUrl('')} disabled={upload.isPending}>
            Remove the picture
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
