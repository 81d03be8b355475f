import { US_STATES } from '@sweepscout/shared';

/** One choice of a select: the value the form sends and the label the visitor reads. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A select's options, one per choice in the list's order (any placeholder option goes before). */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

const US_STATE_OPTIONS: readonly SelectOption[] = US_STATES.map((s) => ({
  value: s.code,
  label: s.name,
}));

/** Every US state and DC as a select's options, the value being its two-letter code. */
export function UsStateOptions() {
  return <SelectOptions options={US_STATE_OPTIONS} />;
}
