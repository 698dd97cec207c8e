import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  ListPage,
  SimpleTable,
  type Column,
  type PageResult,
  type TableQuery,
} from '../../src/lib/table';
import { CardGrid } from '../../src/lib/ui';

type Row = { id: number; name: string };

const page = (rows: Row[]) =>
  ({
    data: {
      data: rows,
      meta: { total: rows.length, page: 1, rowsPerPage: 10, sortBy: 'name', descending: false },
    },
    isPending: false,
    isError: false,
    isSuccess: true,
    isFetching: false,
    isPlaceholderData: false,
  }) as unknown as UseQueryResult<PageResult<Row>>;

const query: TableQuery<'name'> = {
  page: 1,
  rowsPerPage: 10,
  sortBy: 'name',
  descending: false,
  search: '',
};
const columns: Column<Row, 'name'>[] = [
  { id: 'name', label: 'Имя', sortKey: 'name', render: (row) => row.name },
  { id: 'actions', label: 'Действия', hiddenLabel: true, render: () => '…' },
];

describe('ListPage', () => {
  it('shows the title, the search box and the table named by the title', () => {
    render(
      <MemoryRouter>
        <ListPage
          title="Партнёры"
          actions={<button type="button">Добавить</button>}
          search={{ placeholder: 'Найти партнёра' }}
          columns={columns}
          result={page([{ id: 1, name: 'Альфа' }])}
          query={query}
          update={vi.fn()}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-name': row.name })}
          empty="Пусто"
        >
          <p>диалог</p>
        </ListPage>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Партнёры' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeTruthy();
    expect(screen.getByRole('searchbox')).toHaveProperty('placeholder', 'Найти партнёра');
    const table = screen.getByRole('table', { name: 'Партнёры' });
    expect(within(table).getByText('Альфа').closest('tr')?.dataset.name).toBe('Альфа');
    expect(screen.getByText('диалог')).toBeTruthy();
  });

  it('reports a search after a pause, replacing the address, and shows the empty state', async () => {
    const update = vi.fn();
    render(
      <MemoryRouter>
        <ListPage
          title="Люди"
          label="Список людей"
          search={{ label: 'Поиск' }}
          columns={columns}
          result={page([])}
          query={query}
          update={update}
          rowKey={(row) => row.id}
          empty="Никого нет"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('Никого нет');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'ив');
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith({ search: 'ив' }, { replace: true }),
    );
  });

  it('has no toolbar without a search or filters, and a custom header replaces the h1', () => {
    render(
      <MemoryRouter>
        <ListPage
          title="Пользователи"
          header={<h2>Компания</h2>}
          columns={columns}
          result={page([{ id: 1, name: 'Б' }])}
          query={query}
          update={vi.fn()}
          rowKey={(row) => row.id}
          empty="Пусто"
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('table', { name: 'Пользователи' })).toBeTruthy();
  });
});

describe('SimpleTable', () => {
  it('renders every row, hides what is asked and skips absent columns', () => {
    render(
      <SimpleTable
        label="Роли"
        columns={[...columns, false, { id: 'n', label: 'Номер', render: (row: Row) => row.id }]}
        rows={[
          { id: 1, name: 'Альфа' },
          { id: 2, name: 'Бета' },
        ]}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-row': String(row.id) })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Роли' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Имя', 'Действия', 'Номер']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Бета').closest('tr')?.dataset.row).toBe('2');
  });
});

describe('CardGrid', () => {
  it('is a list of its cards, busy and dimmed while the next ones load', () => {
    render(
      <CardGrid columns={{ xs: '1fr' }} busy aria-label="Услуги">
        <li>Первая</li>
        <li>Вторая</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Услуги' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.getAttribute('aria-busy')).toBe('true');
  });
});
