import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { UPLOAD_IMAGE_TYPES } from '@sweepscout/shared';
import { Button, theme } from '@sweepscout/kit';
import { FieldBox, FullRow, Hint } from '../../components/styles';
import { useImageUpload } from '../../forms/useImageUpload';

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

interface ImageListFieldProps {
  value: string[];
  onChange: (next: string[]) => void;
}

/**
 * The review images: each chosen file is uploaded and stored by the server as a media file; the
 * list keeps its URL.
 */
export function ImageListField({ value, onChange }: ImageListFieldProps) {
  const uploadFile = useImageUpload();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    setBusy(true);
    const added: string[] = [];
    for (const file of files) {
      const url = await uploadFile(file);
      if (url) added.push(url);
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
