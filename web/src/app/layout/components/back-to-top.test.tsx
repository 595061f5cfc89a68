import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { BackToTop } from './back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('back to top', () => {
  it('appears only after scrolling more than 500 px and scrolls to the top', () => {
    scrollTo(0);
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    scrollTo(500);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    scrollTo(501);
    const button = screen.getByRole('button', { name: 'Back to top' });
    const windowScrollTo = vi.spyOn(window, 'scrollTo');
    fireEvent.click(button);
    expect(windowScrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});
