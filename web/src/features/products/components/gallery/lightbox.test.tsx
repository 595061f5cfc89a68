import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ProductGallery } from '../product-gallery';

// jsdom has no PointerEvent: without one a pointer event loses its coordinates.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

beforeAll(() => {
  if (!('PointerEvent' in window)) {
    Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
  }
});

const IMAGES = ['/media/i/aaaaaaaa1', '/media/i/bbbbbbbb2', '/media/demo/sofa-grey-3.svg'];
const ALTS = ['Grey sofa, front', '', 'Linen close-up'];

function renderGallery() {
  const user = userEvent.setup();
  render(<ProductGallery images={IMAGES} alts={ALTS} name="Nairobi Sofa" dimensions="220 x 90 x 85 cm" />);
  return { user };
}

function counter() {
  return within(screen.getByRole('dialog', { name: 'Nairobi Sofa: pictures' })).getByText(/of 4$/);
}

describe('the product lightbox', () => {
  it("uses the admin's alt text, the name when there is none, and srcset for uploads", () => {
    renderGallery();
    const main = screen.getByRole('img', { name: 'Grey sofa, front' });
    expect(main).toHaveAttribute('srcset', expect.stringContaining('/media/i/aaaaaaaa1?w=320 320w'));
    expect(main).toHaveAttribute('sizes', '(max-width: 1023px) 100vw, 50vw');
    expect(screen.getByRole('button', { name: 'Show the dimensions' })).toBeInTheDocument();
  });

  it('opens with Enter, moves with the arrows, Home and End, zooms with + and -, closes with Escape', async () => {
    const { user } = renderGallery();
    const opener = screen.getByRole('button', { name: 'Open full-screen view: Grey sofa, front' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Nairobi Sofa: pictures' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(counter()).toHaveTextContent('Grey sofa, front, 1 of 4');
    // Focus moved in, onto Close.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('Nairobi Sofa, image 2 of 3, 2 of 4');
    await user.keyboard('{End}');
    expect(counter()).toHaveTextContent('Dimensions, 4 of 4');
    expect(within(dialog).getByRole('img', { name: /220 cm wide, 90 cm deep, 85 cm high/ })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 of 4');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('4 of 4');
    await user.keyboard('{Home}');
    expect(counter()).toHaveTextContent('1 of 4');

    const stage = screen.getByTestId('lightbox-stage');
    await user.keyboard('+');
    expect(stage).toHaveAttribute('data-zoom', '2');
    await user.keyboard('+');
    expect(stage).toHaveAttribute('data-zoom', '3');
    await user.keyboard('-');
    expect(stage).toHaveAttribute('data-zoom', '2');
    // Moving on resets the zoom.
    await user.keyboard('{ArrowRight}');
    expect(stage).toHaveAttribute('data-zoom', '1');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus is back on what opened it, and the page shows the picture the shopper ended on.
    expect(screen.getByRole('button', { name: /^Open full-screen view/ })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Nairobi Sofa, image 2 of 3' })).toBeInTheDocument();
  });

  it('keeps Tab inside while open', async () => {
    const { user } = renderGallery();
    await user.click(screen.getByRole('button', { name: /^Open full-screen view/ }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('zooms with the Zoom button and a tap, and swipes between pictures', async () => {
    const { user } = renderGallery();
    await user.click(screen.getByRole('button', { name: /^Open full-screen view/ }));
    const stage = screen.getByTestId('lightbox-stage');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(stage).toHaveAttribute('data-zoom', '2');
    expect(screen.getByRole('button', { name: 'Reset zoom' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(stage).toHaveAttribute('data-zoom', '1');

    // A tap zooms; another tap zooms back out.
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 102, clientY: 101 });
    expect(stage).toHaveAttribute('data-zoom', '2');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    expect(stage).toHaveAttribute('data-zoom', '1');

    // A swipe to the left shows the next picture, to the right the previous one.
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 300, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 200, clientY: 205 });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 180, clientY: 205 });
    expect(counter()).toHaveTextContent('2 of 4');
    fireEvent.pointerDown(stage, { pointerId: 3, clientX: 100, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 3, clientX: 200, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 3, clientX: 220, clientY: 200 });
    expect(counter()).toHaveTextContent('1 of 4');

    // Two fingers spreading zoom in.
    fireEvent.pointerDown(stage, { pointerId: 4, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(stage, { pointerId: 5, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 5, clientX: 300, clientY: 100 });
    expect(stage).toHaveAttribute('data-zoom', '2');
    fireEvent.pointerUp(stage, { pointerId: 5, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 4, clientX: 100, clientY: 100 });
    expect(stage).toHaveAttribute('data-zoom', '2');

    // Unzoomed, a swipe down closes it.
    await user.keyboard('0');
    fireEvent.pointerDown(stage, { pointerId: 6, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 6, clientX: 205, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 6, clientX: 205, clientY: 260 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
