import { useSyncExternalStore } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import styled, { keyframes } from 'styled-components';
import { theme } from '../theme/tokens';
import {
  dismissToast,
  getToasts,
  subscribeToasts,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastRecord,
} from './toastStore';

const c = theme.colors;

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 16px)); }
  to { transform: translateX(0); }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: 2000;
  top: 0;
  right: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(4)};
  list-style: none;
  outline: none;
  pointer-events: none;
  ${theme.media.md} {
    top: auto;
    bottom: 0;
    left: auto;
    width: 100%;
    max-width: 420px;
  }
`;

const Root = styled(RadixToast.Root)<{ $destructive: boolean }>`
  pointer-events: auto;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space(1)} ${theme.space(3)};
  align-items: center;
  padding: ${theme.space(4)};
  padding-right: ${theme.space(8)};
  position: relative;
  border-radius: ${theme.radius.md};
  border: 1px solid ${({ $destructive }) => ($destructive ? c.danger : c.border)};
  background: ${({ $destructive }) => ($destructive ? c.danger : c.surfaceRaised)};
  color: ${({ $destructive }) => ($destructive ? '#ffffff' : c.text)};
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.18);
  &[data-state='open'] {
    animation: ${slideIn} 180ms ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 120ms ease-in;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    animation: ${fadeOut} 100ms ease-out;
  }
`;

const Title = styled(RadixToast.Title)`
  grid-column: 1;
  font-weight: 700;
`;

const Description = styled(RadixToast.Description)`
  grid-column: 1;
  font-size: 0.9rem;
  opacity: 0.92;
`;

const Action = styled(RadixToast.Action)`
  grid-column: 2;
  grid-row: 1 / span 2;
  padding: 6px 12px;
  border-radius: ${theme.radius.sm};
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 2px;
  }
`;

const Close = styled(RadixToast.Close)`
  position: absolute;
  top: 6px;
  right: 6px;
  width: 28px;
  height: 28px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
  opacity: 0.75;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${c.focus};
  }
`;

function ToastItem({ record }: { record: ToastRecord }) {
  const destructive = record.variant === 'destructive';
  return (
    <Root
      open={record.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(record.id);
      }}
      duration={record.duration ?? TOAST_DURATION_MS}
      type={destructive ? 'foreground' : 'background'}
      $destructive={destructive}
      data-variant={record.variant ?? 'default'}
    >
      <Title>{record.title}</Title>
      {record.description ? <Description>{record.description}</Description> : null}
      {record.action ? (
        <Action altText={record.action.label} onClick={record.action.onClick}>
          {record.action.label}
        </Action>
      ) : null}
      <Close aria-label="Close">
        <span aria-hidden="true">×</span>
      </Close>
    </Root>
  );
}

/**
 * The toast area itself (Radix Toast): at most one toast at a time, shown 5000 ms, swiped right
 * past 50 px to dismiss, F8 focuses it, 420 px wide at most from md up. Loaded by Toaster.tsx
 * with the first toast.
 */
export default function ToastArea() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map((record) => (
        <ToastItem key={record.id} record={record} />
      ))}
      <Viewport hotkey={['F8']} label="Notifications ({hotkey})" data-toast-viewport="" />
    </RadixToast.Provider>
  );
}
