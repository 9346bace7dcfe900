import { act, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { InTurn, renderStartUpInTurns, useStartUpEnds } from './render-in-turn.js';

function Page() {
  useStartUpEnds();
  return (
    <>
      <h1>First screen</h1>
      <InTurn>
        <p>Upcoming events</p>
      </InTurn>
      <InTurn>
        <p>Series</p>
      </InTurn>
    </>
  );
}

const frame = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 40)));

describe('InTurn', () => {
  it('at start-up shows the first screen at once and each lower section in a later task, in order', async () => {
    renderStartUpInTurns();
    const { unmount } = render(<Page />);
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeInTheDocument();
    expect(screen.queryByText('Upcoming events')).toBeNull();
    expect(screen.queryByText('Series')).toBeNull();

    await screen.findByText('Upcoming events');
    expect(screen.queryByText('Series')).toBeNull();
    await screen.findByText('Series');
    unmount();
  });

  it('after start-up (a page reached by a link) renders every section at once', async () => {
    renderStartUpInTurns();
    const first = render(<Page />);
    await screen.findByText('Series');
    first.unmount();
    await frame();

    render(<Page />);
    expect(screen.getByText('Upcoming events')).toBeInTheDocument();
    expect(screen.getByText('Series')).toBeInTheDocument();
  });
});
