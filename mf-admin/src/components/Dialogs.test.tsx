import { act, render } from '@testing-library/react';
import { dismissToast, getToasts, toast } from '@sweepscout/kit';
import { Modal } from './Dialogs';

const openToasts = () => getToasts().filter((t) => t.open);

function Screen({ open }: { open: boolean }) {
  return (
    <Modal open={open} onOpenChange={() => {}} title="Edit Guide" description="Change the guide.">
      <button type="submit">Update Guide</button>
    </Modal>
  );
}

describe('a dialog and the toasts', () => {
  afterEach(() => act(() => dismissToast()));

  it('opening a dialog closes the toast of what was done before, which would cover its footer', () => {
    const { rerender } = render(<Screen open={false} />);
    act(() => {
      toast({ title: 'Success!', description: 'Guide has been added successfully.' });
    });
    expect(openToasts()).toHaveLength(1);
    rerender(<Screen open />);
    expect(openToasts()).toHaveLength(0);
  });

  it('a toast raised while the dialog is open (a failed save) stays', () => {
    const { rerender } = render(<Screen open />);
    act(() => {
      toast({ title: 'Error!', description: 'Failed to update guide: Network error' });
    });
    rerender(<Screen open />);
    expect(openToasts().map((t) => t.title)).toEqual(['Error!']);
  });
});
