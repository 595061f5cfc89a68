import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { DataTable, DataTableSkeleton, type DataTableColumn, type TableSort } from './data-table';

type Sofa = { id: number; name: string; price: number; stock: number };

const sofas: Sofa[] = [
  { id: 1, name: 'Malindi Sofa', price: 45999, stock: 3 },
  { id: 2, name: 'Karen Sofa', price: 62000, stock: 0 },
  { id: 3, name: 'Lamu Sofa', price: 18500, stock: 40 },
];

const serverColumns: DataTableColumn<Sofa, 'name' | 'price'>[] = [
  { id: 'name', header: 'Name', cell: (sofa) => sofa.name, sortKey: 'name' },
  { id: 'price', header: 'Price', cell: (sofa) => `KSh ${sofa.price}`, sortKey: 'price', align: 'end' },
  { id: 'stock', header: 'Stock', cell: (sofa) => sofa.stock },
];

const clientColumns: DataTableColumn<Sofa>[] = [
  { id: 'name', header: 'Name', cell: (sofa) => sofa.name, sortValue: (sofa) => sofa.name },
  { id: 'price', header: 'Price', cell: (sofa) => sofa.price, sortValue: (sofa) => sofa.price, align: 'end' },
  { id: 'stock', header: 'Stock', cell: (sofa) => sofa.stock },
];

function names(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

describe('DataTable', () => {
  it('is a table named by its caption, with a header per column and a row per item', () => {
    render(<DataTable caption="Sofas" columns={clientColumns} rows={sofas} rowKey={(sofa) => sofa.id} rowTestId={(sofa) => `sofa-${sofa.id}`} />);
    const table = screen.getByRole('table', { name: 'Sofas' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Price', 'Stock']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByTestId('sofa-2')).toHaveTextContent('Karen Sofa62000');
  });

  it('labels every cell with its column for the phone layout, where each row is a card', () => {
    const { container } = render(
      <DataTable caption="Sofas" columns={clientColumns} rows={sofas} rowKey={(sofa) => sofa.id} rowActions={() => <button type="button">Edit</button>} />,
    );
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Price', 'Stock', 'Actions']);
    // The card layout applies to the framed table (CSS below the phone breakpoint).
    expect(container.querySelector('table')!.parentElement!.className).toMatch(/cards/);
  });

  it('reports a header click when the server sorts, marking the sorted column with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable caption="Sofas" columns={serverColumns} rows={sofas} rowKey={(sofa) => sofa.id} sort={{ key: 'name', direction: 'asc' }} onSortChange={onSortChange} />,
    );
    const table = screen.getByRole('table', { name: 'Sofas' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Price' })).not.toHaveAttribute('aria-sort');
    // Not sortable: no button.
    expect(within(screen.getByRole('columnheader', { name: 'Stock' })).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'price', direction: 'asc' });
    // The caller sorts: the rows stay in the order given.
    expect(names(table)).toEqual(['Malindi Sofa', 'Karen Sofa', 'Lamu Sofa']);

    rerender(
      <DataTable caption="Sofas" columns={serverColumns} rows={sofas} rowKey={(sofa) => sofa.id} sort={{ key: 'price', direction: 'desc' }} onSortChange={onSortChange} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts the rows itself when nobody listens, ascending first, then descending', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="Sofas" columns={clientColumns} rows={sofas} rowKey={(sofa) => sofa.id} />);
    const table = screen.getByRole('table', { name: 'Sofas' });
    expect(names(table)).toEqual(['Malindi Sofa', 'Karen Sofa', 'Lamu Sofa']);

    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
    expect(names(table)).toEqual(['Lamu Sofa', 'Malindi Sofa', 'Karen Sofa']);

    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
    expect(names(table)).toEqual(['Karen Sofa', 'Malindi Sofa', 'Lamu Sofa']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: 'Price' })).not.toHaveAttribute('aria-sort');
    expect(names(table)).toEqual(['Karen Sofa', 'Lamu Sofa', 'Malindi Sofa']);
  });

  it('starts from a default sort', () => {
    render(<DataTable caption="Sofas" columns={clientColumns} rows={sofas} rowKey={(sofa) => sofa.id} defaultSort={{ key: 'name', direction: 'desc' }} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(names(screen.getByRole('table'))).toEqual(['Malindi Sofa', 'Lamu Sofa', 'Karen Sofa']);
  });

  it("gives each row its actions in a last column, called with the row", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn<(sofa: Sofa) => void>();
    render(
      <DataTable
        caption="Sofas"
        columns={clientColumns}
        rows={sofas}
        rowKey={(sofa) => sofa.id}
        rowActions={(sofa) => (
          <button type="button" onClick={() => onDelete(sofa)} aria-label={`Delete ${sofa.name}`}>
            Delete
          </button>
        )}
      />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    await user.click(screen.getByRole('button', { name: 'Delete Lamu Sofa' }));
    expect(onDelete).toHaveBeenCalledWith(sofas[2]);
  });

  it('opens a detail row under a row, across every column', () => {
    render(
      <DataTable
        caption="Sofas"
        columns={clientColumns}
        rows={sofas}
        rowKey={(sofa) => sofa.id}
        rowActions={() => null}
        expandedRow={(sofa) => (sofa.id === 2 ? <p>Karen details</p> : null)}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[2]).toHaveTextContent('Karen Sofa');
    const detail = within(rows[3]!).getByRole('cell');
    expect(detail).toHaveTextContent('Karen details');
    expect(detail).toHaveAttribute('colspan', '4');
    expect(detail).not.toHaveAttribute('data-label');
  });

  it('marks the chosen rows', () => {
    render(<DataTable caption="Sofas" columns={clientColumns} rows={sofas} rowKey={(sofa) => sofa.id} rowTestId={(sofa) => `sofa-${sofa.id}`} isRowSelected={(sofa) => sofa.id === 1} />);
    expect(screen.getByTestId('sofa-1')).toHaveAttribute('data-selected', 'true');
    expect(screen.getByTestId('sofa-2')).not.toHaveAttribute('data-selected');
  });

  it('hides a header visually but keeps it for screen readers and the card label', () => {
    const columns: DataTableColumn<Sofa>[] = [{ id: 'pick', header: 'Select', hideHeader: true, cell: (sofa) => <input type="checkbox" aria-label={`Select ${sofa.name}`} /> }, ...clientColumns];
    render(<DataTable caption="Sofas" columns={columns} rows={sofas} rowKey={(sofa) => sofa.id} />);
    expect(screen.getByRole('columnheader', { name: 'Select' }).firstElementChild).toHaveClass('visually-hidden');
    expect(screen.getByLabelText('Select Lamu Sofa').closest('td')).toHaveAttribute('data-label', 'Select');
  });

  it('shows the range of the page and pages with Previous, the numbers and Next, driven by the caller', async () => {
    const user = userEvent.setup();
    function Paged() {
      const [page, setPage] = useState(2);
      const [sort, setSort] = useState<TableSort<'name' | 'price'> | null>(null);
      return (
        <DataTable
          caption="Sofas"
          columns={serverColumns}
          rows={sofas}
          rowKey={(sofa) => sofa.id}
          sort={sort}
          onSortChange={setSort}
          paging={{ page, onPageChange: setPage, label: 'Sofa pages', answer: { page, limit: 3, total: 8, totalPages: 3 }, noun: 'sofas' }}
        />
      );
    }
    render(<Paged />);
    expect(screen.getByText('Showing 4–6 of 8 sofas')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Sofa pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 7–9 of 8 sofas')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByText('Showing 1–3 of 8 sofas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows a spinner beside the range while the list is fetched again', () => {
    render(
      <DataTable
        caption="Sofas"
        columns={clientColumns}
        rows={sofas}
        rowKey={(sofa) => sofa.id}
        paging={{ page: 1, onPageChange: () => undefined, label: 'Sofa pages', answer: { page: 1, limit: 20, total: 3, totalPages: 1 }, noun: 'sofas', refreshing: 'Refreshing sofas' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing sofas');
    // One page: no page navigation.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('has a skeleton of the same headers while the rows load', () => {
    render(<DataTableSkeleton headers={['Name', 'Price']} rows={3} label="Loading sofas" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading sofas');
    // The placeholder table is hidden from assistive technology.
    expect(screen.queryByRole('table')).toBeNull();
    const table = document.querySelector('table')!;
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect([...table.querySelectorAll('tbody tr:first-child td')].map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Price']);
  });

  it('is plain inside a card: no card layout on a phone', () => {
    const { container } = render(<DataTable caption="Sofas" columns={clientColumns} rows={sofas} rowKey={(sofa) => sofa.id} variant="plain" />);
    expect(container.querySelector('table')!.parentElement!.className).not.toMatch(/cards/);
  });
});
