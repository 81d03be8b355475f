import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BulkPublishDialog } from './BulkPublishDialog';

function renderDialog() {
  const published: string[] = [];
  const onClose = jest.fn();
  render(
    <BulkPublishDialog
      count={3}
      onClose={onClose}
      onPublish={async (note) => {
        published.push(note);
        return true;
      }}
    />,
  );
  return { published, onClose };
}

describe('the bulk publish confirmation', () => {
  it('lets staff type the public change note that goes with the publish', async () => {
    const { published, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Publish 3 records?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Public Change Note'), {
      target: { value: ' Welcome offers rechecked ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(published).toEqual(['Welcome offers rechecked']);
  });

  it('publishes without a note when none is typed (a minor publish)', async () => {
    const { published } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published).toEqual(['']));
  });

  it('refuses a note longer than a single save allows, publishing nothing', async () => {
    const { published, onClose } = renderDialog();
    fireEvent.change(screen.getByLabelText('Public Change Note'), {
      target: { value: 'x'.repeat(301) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Change note must be at most 300 characters',
    );
    expect(published).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
