import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { Input } from './input';

/** A dialog opened by a plain button (no Radix trigger), as the lists' "Ver detalhes". */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Editar</DialogTitle>
          <DialogDescription>Um campo.</DialogDescription>
          <Input aria-label="Nome" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('dialog focus', () => {
  it('focuses the first field, closes on Escape and gives the focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
