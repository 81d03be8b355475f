import { useId } from 'react';
import styled from 'styled-components';
import { theme, useTheme, type ThemePreference } from '@sweepscout/kit';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

const c = theme.colors;

const OPTIONS: { value: ThemePreference; label: string; Icon: typeof SunIcon }[] = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: MonitorIcon },
];

const Group = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 2px;
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.pill};
  background: ${c.surface};
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const Choice = styled.label<{ $checked: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 30px;
  border-radius: ${theme.radius.pill};
  cursor: pointer;
  color: ${({ $checked }) => ($checked ? c.primaryText : c.textMuted)};
  background: ${({ $checked }) => ($checked ? c.primary : 'transparent')};
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${c.focus};
    outline-offset: 1px;
  }
  &:hover {
    color: ${({ $checked }) => ($checked ? c.primaryText : c.text)};
  }
`;

/** Light, dark or system: three radio buttons, stored and synced across tabs. */
export function ThemeSwitch() {
  const { preference, setPreference } = useTheme();
  const name = useId();
  return (
    // data-capture-taps: a choice made before the app runs is replayed once it does.
    <Group data-theme-switch="" data-capture-taps="">
      <legend>Theme</legend>
      {OPTIONS.map(({ value, label, Icon }) => (
        <Choice key={value} $checked={preference === value} title={`${label} theme`}>
          <input
            type="radio"
            name={name}
            value={value}
            aria-label={`${label} theme`}
            checked={preference === value}
            onChange={() => setPreference(value)}
          />
          <Icon width={16} height={16} />
        </Choice>
      ))}
    </Group>
  );
}
