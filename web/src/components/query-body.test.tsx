import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { QueryBody, type QueryBodyError, type QueryBodyQuery } from './query-body';

type Page = { rows: string[] };

function query(state: Partial<QueryBodyQuery<Page>> = {}): QueryBodyQuery<Page> {
  return { data: undefined, error: null, isError: false, isFetching: false, refetch: vi.fn(), ...state };
}

const failure: QueryBodyError = {
  title: 'Could not load the sofas',
  message: 'Failed to load sofas. Please try again.',
  detail: (error) => (error instanceof Error ? error.message : 'Unknown'),
};

function Body({ state, error = failure, loading }: { state: QueryBodyQuery<Page>; error?: QueryBodyError | null; loading?: ReactNode }) {
  return (
    <QueryBody
      query={state}
      loadingText="Loading sofas..."
      loading={loading}
      error={error}
      isEmpty={(page) => page.rows.length === 0}
      empty={{ title: 'No sofas found', description: 'Add one.' }}
    >
      {(page) => (
        <ul>
          {page.rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryBody>
  );
}

describe('QueryBody', () => {
  it('shows the loading text with a spinner named after it while the first load runs', () => {
    render(<Body state={query()} />);
    expect(screen.getByText('Loading sofas...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading sofas');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the given skeleton instead, when there is one', () => {
    render(<Body state={query()} loading={<p>Sofa skeleton</p>} />);
    expect(screen.getByText('Sofa skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Loading sofas...')).toBeNull();
  });

  it('shows a failed first load with its reason and Try Again, which fetches again', async () => {
    const user = userEvent.setup();
    const state = query({ isError: true, error: new Error('Service unavailable') });
    render(<Body state={state} />);
    expect(screen.getByRole('heading', { name: 'Could not load the sofas' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load sofas. Please try again.');
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });

  it('says it is retrying while the new fetch runs', () => {
    render(<Body state={query({ isError: true, error: new Error('down'), isFetching: true })} />);
    const retry = screen.getByRole('button', { name: /Try Again/ });
    expect(retry).toBeDisabled();
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(retry).toHaveTextContent('Retrying');
  });

  it('shows nothing for a failure the screen shows elsewhere', () => {
    const { container } = render(<Body state={query({ isError: true, error: new Error('down') })} error={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the empty state', () => {
    render(<Body state={query({ data: { rows: [] } })} />);
    expect(screen.getByRole('heading', { name: 'No sofas found' })).toBeInTheDocument();
    expect(screen.getByText('Add one.')).toBeInTheDocument();
  });

  it('shows the data, and keeps it when a later fetch fails', () => {
    const { rerender } = render(<Body state={query({ data: { rows: ['Malindi Sofa'] } })} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Malindi Sofa');
    rerender(<Body state={query({ data: { rows: ['Malindi Sofa'] }, isError: true, error: new Error('down') })} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Malindi Sofa');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
