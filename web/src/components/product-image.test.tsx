import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MEDIA_VARIANT_WIDTHS, PRODUCT_PLACEHOLDER_IMAGE } from '@/lib/product-image';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it('offers every allowed variant width of an uploaded picture, with the sizes it is drawn at', () => {
    render(<ProductImage src="/media/i/a1b2c3d4e5f6a7b8" alt="Sofa" sizes="(max-width: 767px) 50vw, 320px" />);
    const image = screen.getByRole('img', { name: 'Sofa' });
    expect(image).toHaveAttribute('src', '/media/i/a1b2c3d4e5f6a7b8');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/i/a1b2c3d4e5f6a7b8?w=160 160w, /media/i/a1b2c3d4e5f6a7b8?w=320 320w, /media/i/a1b2c3d4e5f6a7b8?w=480 480w, ' +
        '/media/i/a1b2c3d4e5f6a7b8?w=640 640w, /media/i/a1b2c3d4e5f6a7b8?w=960 960w, /media/i/a1b2c3d4e5f6a7b8?w=1280 1280w',
    );
    expect(image).toHaveAttribute('sizes', '(max-width: 767px) 50vw, 320px');
    expect(MEDIA_VARIANT_WIDTHS).toEqual([160, 320, 480, 640, 960, 1280]);
  });

  it('gives other pictures (demo SVGs, https URLs, a variant already) no srcset', () => {
    render(
      <>
        <ProductImage src="/media/demo/sofa-grey-1.svg" alt="Demo" />
        <ProductImage src="https://images.example.com/sofa.jpg" alt="Remote" />
        <ProductImage src="/media/i/a1b2c3d4e5f6a7b8?w=320" alt="Variant" />
      </>,
    );
    for (const name of ['Demo', 'Remote', 'Variant']) {
      const image = screen.getByRole('img', { name });
      expect(image).not.toHaveAttribute('srcset');
      expect(image).not.toHaveAttribute('sizes');
    }
  });

  it('drops the srcset with the picture when it fails to load, showing the placeholder', () => {
    render(<ProductImage src="/media/i/deadbeefdeadbeef" alt="Broken" />);
    const image = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PRODUCT_PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute('srcset');
  });
});
