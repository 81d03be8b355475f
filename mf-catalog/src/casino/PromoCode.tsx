import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@sweepscout/kit';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)};
  border: 2px dashed ${theme.colors.primary};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  span {
    font-size: 0.8rem;
    color: ${theme.colors.textMuted};
  }
  code {
    font-family: ${theme.font.mono};
    font-size: 1.1rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    color: ${theme.colors.text};
  }
  button {
    margin-left: auto;
  }
`;

const Status = styled.span`
  flex-basis: 100%;
`;

const COPIED_RESET_MS = 2500;

/** Copy text with the Clipboard API, falling back to a hidden textarea where it is missing. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy failed');
}

/** The promo code with a copy button; the result is announced. */
export function PromoCode({ code }: { code: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(code);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), COPIED_RESET_MS);
  };

  return (
    // A copy tapped before the app runs is held and replayed (the shell page's inline script),
    // still within the tap's user activation.
    <Box data-promo-code="" data-capture-taps="">
      <div>
        <span>Promo code</span>
        <br />
        <code>{code}</code>
      </div>
      <Button type="button" $size="sm" $variant="secondary" onClick={() => void copy()}>
        {status === 'copied' ? 'Copied!' : 'Copy Code'}
      </Button>
      <Status role="status" aria-live="polite">
        {status === 'copied'
          ? `Promo code ${code} copied to the clipboard.`
          : status === 'failed'
            ? 'Could not copy the code. Select it and copy it by hand.'
            : ''}
      </Status>
    </Box>
  );
}
