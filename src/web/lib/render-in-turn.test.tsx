import { act, render, screen } from '@testing-library/preact';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HydrateInTurn, InTurn, renderStartUpInTurns, useStartUpEnds } from './render-in-turn.js';

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

function FirstScreen() {
  useStartUpEnds();
  return (
    <>
      <h1>First screen</h1>
      <HydrateInTurn>
        <a href="/events/future?sport=run">Running (the app)</a>
      </HydrateInTurn>
    </>
  );
}

describe('HydrateInTurn', () => {
  it("over the server's markup keeps it as it is at start-up, and renders the part in a later turn", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML =
      '<h1>First screen</h1><div class="contents"><a href="/events/future?sport=run">Running (server)</a></div>';
    const serverLink = container.querySelector('a');
    renderStartUpInTurns({ hydrating: true });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <FirstScreen />);
    });
    expect(container.querySelector('a')).toBe(serverLink);
    expect(screen.getByText('Running (server)')).toBeInTheDocument();

    await screen.findByText('Running (the app)');
    expect(screen.queryByText('Running (server)')).toBeNull();
    act(() => root?.unmount());
    container.remove();
  });

  it('in a page the browser renders itself, is its children at once', () => {
    renderStartUpInTurns();
    render(<FirstScreen />);
    expect(screen.getByRole('link', { name: 'Running (the app)' })).toBeInTheDocument();
  });
});
