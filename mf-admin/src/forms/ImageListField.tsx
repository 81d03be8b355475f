import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '@sweepscout/shared';
import { Button, theme, toast } from '@sweepscout/kit';
import { useUploadImageMutation } from '../api/adminApi';
import { errorText } from '../components/feedback';
import { FieldBox, FullRow, Hint } from '../components/styles';

const c = theme.colors;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1)};
    align-items: center;
    width: 128px;
  }
  img {
    width: 128px;
    height: 80px;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
    border: 1px solid ${c.border};
    background: ${c.surface};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  flex-wrap: wrap;
  align-items: center;
`;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

interface ImageListFieldProps {
  value: string[];
  onChange: (next: string[]) => void;
}

/**
 * The review images: each chosen file is uploaded and stored by the server as a media file; the
 * list keeps its URL. Type and size are checked here for a quick answer and again on the server.
 */
export function ImageListField({ value, onChange }: ImageListFieldProps) {
  const [upload] = useUploadImageMutation();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    setBusy(true);
    const added: string[] = [];
    for (const file of files) {
      try {
        if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
          throw new Error('Images must be PNG, JPEG, WebP or GIF files');
        }
        if (file.size > MAX_UPLOAD_BYTES) throw new Error('Images must be at most 5 MB');
        const { url } = await upload(await readAsDataUrl(file)).unwrap();
        added.push(url);
      } catch (error) {
        const message = error instanceof Error ? error.message : errorText(error);
        toast({
          title: 'Error!',
          description: `Failed to upload ${file.name}: ${message}`,
          variant: 'destructive',
        });
      }
    }
    setBusy(false);
    if (added.length) onChange([...value, ...added]);
  };

  return (
    <FullRow>
      <FieldBox>
        <label htmlFor="review-image-files">Review Images</label>
        {value.length ? (
          <List aria-label="Uploaded review images">
            {value.map((url, index) => (
              <li key={`${url}-${index}`}>
                <img src={url} alt={`Review image ${index + 1}`} />
                <Button
                  type="button"
                  $variant="secondary"
                  $size="sm"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </List>
        ) : (
          <Hint>No images yet.</Hint>
        )}
        <Row>
          <input
            ref={input}
            id="review-image-files"
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            multiple
            onChange={onFiles}
            disabled={busy}
          />
          {busy ? <span role="status">Uploading...</span> : null}
        </Row>
        <Hint>
          PNG, JPEG, WebP or GIF, up to 5 MB each. Shown as a carousel on the review page.
        </Hint>
      </FieldBox>
    </FullRow>
  );
}
