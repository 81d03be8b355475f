/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { US_STATES } from '@sweepscout/shared';
import { SelectOptions, UsStateOptions } from './SelectOptions';

describe('SelectOptions', () => {
  it('renders one option per choice, in order, with its value and label', () => {
    const { container } = render(
      <select defaultValue="b">
        <SelectOptions
          options={[
            { value: 'a', label: 'First' },
            { value: 'b', label: 'Second' },
          ]}
        />
      </select>,
    );
    const options = [...container.querySelectorAll('option')];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['a', 'First'],
      ['b', 'Second'],
    ]);
    expect(container.querySelector('select')?.value).toBe('b');
  });

  it('lists every US state by its code and name', () => {
    const { container } = render(
      <select>
        <UsStateOptions />
      </select>,
    );
    const options = [...container.querySelectorAll('option')];
    expect(options.map((o) => [o.value, o.textContent])).toEqual(
      US_STATES.map((s) => [s.code, s.name]),
    );
  });
});
