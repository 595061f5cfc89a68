import { screen, within } from '@testing-library/react';

import { makeSuggestions } from '@/testing/make-search-results';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { SearchForm } from './search-form';
import { urlOf } from '@/testing/requests';

function serveSuggestions(answer: () => Response = () => jsonResponse(makeSuggestions())) {
  return mockFetch({ '/products/suggestions': answer });
}

function suggestionCalls(fetch: ReturnType<typeof mockFetch>) {
  return fetch.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://localhost'))
    .filter((url) => url.pathname === '/products/suggestions')
    .map((url) => url.searchParams.get('q'));
}

function renderForm(url = '/about') {
  return renderWithProviders(
    <>
      <SearchForm />
      <button type="button">Elsewhere</button>
    </>,
    { url },
  );
}

function input() {
  return screen.getByRole('combobox', { name: 'Search furniture' });
}

async function openSuggestions(user: ReturnType<typeof renderForm>['user'], text = 'sof') {
  await user.type(input(), text);
  return screen.findByRole('listbox', { name: 'Search suggestions' });
}

describe('header search suggestions', () => {
  it('asks once, after 2 characters and a pause, and lists products and categories', async () => {
    const fetch = serveSuggestions();
    const { user } = renderForm();
    await user.type(input(), 's');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suggestionCalls(fetch)).toEqual([]);
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    const list = await openSuggestions(user, 'of');
    expect(suggestionCalls(fetch)).toEqual(['sof']);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', list.id);

    const products = within(list).getByRole('group', { name: 'Products' });
    expect(within(products).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Nairobi 3-Seater Linen Sofa KSh 45,999',
      'Karen Leather Sofa KSh 89,999',
    ]);
    const categories = within(list).getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option')).toHaveTextContent('Sofas in Living Room 31 products');
  });

  it('moves through the options with the arrow keys, wrapping around', async () => {
    serveSuggestions();
    const { user } = renderForm();
    const list = await openSuggestions(user);
    const options = within(list).getAllByRole('option');
    expect(input()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
  });

  it('opens the highlighted product with Enter', async () => {
    serveSuggestions();
    const { user, router } = renderForm();
    await openSuggestions(user);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/product/12');
  });

  it('opens the highlighted category with Enter', async () => {
    serveSuggestions();
    const { user, router } = renderForm();
    await openSuggestions(user);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(router.state.location.pathname).toBe('/category/living-room-sofas');
  });

  it('searches the typed text with Enter when nothing is highlighted', async () => {
    serveSuggestions();
    const { user, router } = renderForm();
    await openSuggestions(user, '  sof ');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/catalog');
    expect(router.state.location.search).toBe('?q=sof');
  });

  it('opens a suggestion on click', async () => {
    serveSuggestions();
    const { user, router } = renderForm();
    const list = await openSuggestions(user);
    await user.click(within(list).getByRole('option', { name: /Karen Leather Sofa/ }));
    expect(router.state.location.pathname).toBe('/product/12');
  });

  it('closes with Escape (keeping the text) and when focus leaves', async () => {
    serveSuggestions();
    const { user } = renderForm();
    await openSuggestions(user);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(input()).toHaveValue('sof');
    expect(screen.queryByRole('listbox', { name: 'Search suggestions' })).not.toBeInTheDocument();

    await user.keyboard('a');
    expect(await screen.findByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows nothing when the suggestions call fails', async () => {
    const fetch = serveSuggestions(() => jsonResponse({ error: 'internal', message: 'boom' }, { status: 500 }));
    const { user } = renderForm();
    await user.type(input(), 'sofa');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(suggestionCalls(fetch)).toEqual(['sofa']);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
