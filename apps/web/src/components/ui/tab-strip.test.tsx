import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabStrip } from './tab-strip';

const values = ['pending', 'approved', 'rejected'] as const;
type Value = (typeof values)[number];
const labels: Record<Value, string> = {
  pending: 'Pendentes',
  approved: 'Aprovadas',
  rejected: 'Reprovadas',
};

function Strip() {
  const [value, setValue] = useState<Value>('pending');
  return (
    <TabStrip
      value={value}
      values={values}
      labels={labels}
      onValueChange={setValue}
      label="Situação"
    >
      <p>Lista: {labels[value]}</p>
    </TabStrip>
  );
}

describe('TabStrip', () => {
  it('is one tab stop whose arrows, Home and End move and select, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Strip />);
    expect(screen.getByRole('tablist', { name: 'Situação' })).toBeInTheDocument();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Pendentes')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Aprovadas')).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(tab('Pendentes')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Aprovadas')).toHaveFocus();
    expect(tab('Aprovadas')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Aprovadas' })).toHaveTextContent(
      'Lista: Aprovadas',
    );
    await user.keyboard('{End}');
    expect(tab('Reprovadas')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Pendentes')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Reprovadas')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Pendentes')).toHaveFocus();

    // Tab leaves the list for the panel: one stop only.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Strip />);
    await user.click(screen.getByRole('tab', { name: 'Reprovadas' }));
    expect(screen.getByRole('tab', { name: 'Reprovadas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Lista: Reprovadas')).toBeInTheDocument();
  });
});
