import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { casinoValueField } from '@sweepscout/shared/schemas';
import { CasinoValueFields, emptyCasinoValue, type ValueForm } from './CasinoValueFields';

const schema = z.object({ value: casinoValueField });

function Harness({ onValid }: { onValid: (values: unknown) => void }) {
  const form = useForm<ValueForm>({
    resolver: zodResolver(schema) as never,
    defaultValues: { value: null },
  });
  return (
    // As the editor's dialog: the schema's messages, not the browser's, are shown.
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <CasinoValueFields form={form} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('CasinoValueFields', () => {
  it('adds the group, then shows a bad field’s message beside it and does not save', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add coin value data' }));
    const zone = screen.getByLabelText(/Reset time zone/);
    expect((zone as HTMLInputElement).value).toBe(emptyCasinoValue().offers.timeZone);
    fireEvent.change(zone, { target: { value: 'Mars/Olympus' } });
    fireEvent.change(screen.getByLabelText(/Price \(USD\)/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // The first save of the file checks the time zone through ICU's list of zones, which a
    // fresh test process loads then: on a loaded machine that alone has taken more than 5 s.
    const zoneError = await screen.findByText(
      'Time zone must be an IANA time zone such as America/New_York',
      {},
      { timeout: 15_000 },
    );
    expect(zone.getAttribute('aria-describedby')).toContain(zoneError.id);
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Price must be at least 0.01')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('saves numbers from the text fields, with a package and a redemption minimum added', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add coin value data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add redemption minimum' }));
    fireEvent.change(screen.getByLabelText(/Minimum SC/), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    const { value } = onValid.mock.calls[0][0] as z.output<typeof schema>;
    expect(value?.packages[0]).toMatchObject({ priceUsd: 9.99, bonusSc: 10, dailyLimit: null });
    expect(value?.redemption.minimums).toEqual([{ method: 'gift-card', minSc: 25 }]);
    expect(value?.offers.verification.needsVerification).toBe(true);
  });

  it('removes the whole group', () => {
    render(<Harness onValid={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add coin value data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove coin value data' }));
    expect(screen.getByRole('button', { name: 'Add coin value data' })).toBeTruthy();
  });
});
