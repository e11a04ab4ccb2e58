import { formatMessage, messages, type Product } from '@compare/core';
import { ProductCard } from '@compare/widgets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bread, milk, offer, rice, unnamed } from '../src/internal/testing/fixtures';
import { renderWithProvider } from './helpers';

const user = () => userEvent.setup();

function offerLinks() {
  return screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
}

describe('ProductCard (spec §2 Product card)', () => {
  test('shows image, brand and name; an unnamed product is "Product-{productId}"', () => {
    renderWithProvider(
      <>
        <ProductCard product={milk} />
        <ProductCard product={unnamed} />
      </>,
    );
    expect(screen.getByText('Amul')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amul Taaza Toned Milk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product-p-7781' })).toBeInTheDocument();
    expect(formatMessage(messages.productFallbackName, { productId: 'p-7781' })).toBe('Product-p-7781');
  });

  test('the card links to /product/{id}', () => {
    renderWithProvider(<ProductCard product={milk} />);
    expect(screen.getByRole('link', { name: 'Amul Taaza Toned Milk' })).toHaveAttribute(
      'href',
      '/product/amul-taaza-toned-milk',
    );
  });

  test('a variant selector only when more than one variant exists', () => {
    renderWithProvider(<ProductCard product={bread} />);
    expect(screen.queryByRole('combobox', { name: 'Select variant' })).not.toBeInTheDocument();
    expect(screen.getByText('400 g')).toBeInTheDocument();
  });

  test('leads with the lowest price: price, merchant and ETA, linking out in a new tab', () => {
    const shuffled: Product = {
      ...milk,
      platformData: {
        '500 ml': [
          offer('swiggy', 'Milk S', 30, 30),
          offer('blinkit', 'Milk B', 27.5, 28),
          offer('zepto', 'Milk Z', 27, 28, { eta: 9 }),
        ],
      },
    };
    renderWithProvider(<ProductCard product={shuffled} />);
    const links = offerLinks();
    expect(links).toHaveLength(1);
    const [lead] = links as [HTMLElement];
    expect(lead).toHaveAttribute('data-merchant', 'zepto');
    expect(lead).toHaveAttribute('rel', 'noopener noreferrer');
    expect(lead).toHaveAttribute('href', shuffled.platformData['500 ml']?.[2]?.merchantUrl);
    expect(lead).toHaveTextContent('₹27.00');
    expect(lead.querySelector('s')).toHaveTextContent('₹28.00');
    expect(lead).toHaveTextContent('Zepto');
    expect(lead).toHaveTextContent('9 mins');
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });

  // The issue changed this: the card used to skip an out-of-stock lowest price silently; now the
  // first offer by price stays the headline, marked, with what one can buy beside it.
  test('an out-of-stock lowest price is marked so, with the cheapest in-stock price beside it', () => {
    const shuffled: Product = {
      ...milk,
      platformData: {
        '500 ml': [
          offer('swiggy', 'Milk S', 30, 30),
          { ...offer('blinkit', 'Milk B', 25, 28), isOutOfStock: true },
          offer('zepto', 'Milk Z', 27, 28, { eta: 9 }),
        ],
      },
    };
    renderWithProvider(<ProductCard product={shuffled} />);
    const [lead, inStock] = offerLinks() as [HTMLElement, HTMLElement];
    expect(lead).toHaveAttribute('data-merchant', 'blinkit');
    expect(lead).toHaveTextContent('₹25.00');
    expect(within(lead).getByText('Out of stock')).toBeInTheDocument();
    expect(inStock).toHaveAccessibleName(/^In stock: ₹27\.00 at Zepto ?\(opens in a new tab\)$/);
    expect(inStock).toHaveAttribute('href', shuffled.platformData['500 ml']?.[2]?.merchantUrl);
    expect(offerLinks()).toHaveLength(2);
  });

  test('only out-of-stock offers: the lowest price is marked and no in-stock price is claimed', () => {
    const gone: Product = {
      ...milk,
      platformData: {
        '500 ml': [
          { ...offer('swiggy', 'Milk S', 30, 30), isOutOfStock: true },
          { ...offer('zepto', 'Milk Z', 27, 28), isOutOfStock: true },
        ],
      },
    };
    renderWithProvider(<ProductCard product={gone} />);
    const links = offerLinks();
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('data-merchant', 'zepto');
    expect(within(links[0] as HTMLElement).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByText(/^In stock:/)).not.toBeInTheDocument();
  });

  test('the headline price says its age when older than an hour, and nothing when fresh', () => {
    const now = () => new Date('2026-11-22T12:00:00Z');
    const at = (iso: string): Product => ({
      ...milk,
      platformData: { '500 ml': [offer('zepto', 'Milk Z', 27, 28, { observedAt: iso })] },
    });
    const { unmount } = renderWithProvider(<ProductCard product={at('2026-11-22T09:00:00Z')} />, { now });
    expect(within(offerLinks()[0] as HTMLElement).getByTestId('price-age')).toHaveTextContent(
      'updated 3 hr ago',
    );
    unmount();
    renderWithProvider(<ProductCard product={at('2026-11-22T11:30:00Z')} />, { now });
    expect(screen.queryByTestId('price-age')).not.toBeInTheDocument();
  });

  test('"+n more offers" unfolds every offer sorted by ascending price, each linking out', async () => {
    const shuffled: Product = {
      ...milk,
      platformData: {
        '500 ml': [
          offer('swiggy', 'Milk S', 30, 30),
          offer('blinkit', 'Milk B', 26.5, 28),
          offer('zepto', 'Milk Z', 27, 28),
        ],
      },
    };
    renderWithProvider(<ProductCard product={shuffled} />);
    const more = screen.getByRole('button', { name: '+2 more offers' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user().click(more);
    expect(screen.getByRole('button', { name: 'Hide offers' })).toHaveAttribute('aria-expanded', 'true');
    const links = offerLinks();
    expect(links.map((a) => a.getAttribute('data-merchant'))).toEqual(['blinkit', 'zepto', 'swiggy']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(links[0] as HTMLElement).getByText('₹26.50')).toBeInTheDocument();
  });

  test('the unfolded offers strike the mrp only when discount is above 0 and show unit prices', async () => {
    renderWithProvider(<ProductCard product={milk} />);
    await user().click(screen.getByRole('button', { name: '+2 more offers' }));
    const [zepto, blinkit] = offerLinks();
    expect(zepto?.querySelector('s')).toHaveTextContent('₹28.00');
    expect(blinkit?.querySelector('s')).toBeNull();
    expect(within(zepto as HTMLElement).getByText('₹5.40/100 ml')).toBeInTheDocument();
    expect(within(zepto as HTMLElement).getByText('9 mins')).toBeInTheDocument();
  });

  test('the first variant is selected; changing variant shows its offers', async () => {
    renderWithProvider(<ProductCard product={milk} />);
    const select = screen.getByRole('combobox', { name: 'Select variant' });
    expect(select).toHaveValue('500 ml');
    await user().click(screen.getByRole('button', { name: '+2 more offers' }));
    expect(offerLinks()).toHaveLength(3);
    await user().selectOptions(select, '1 l');
    expect(offerLinks().map((a) => a.getAttribute('data-merchant'))).toEqual(['blinkit', 'bigbasket']);
  });

  test('the picture has the product name as alt text; a photo from the data wins over the illustration', () => {
    const withPhoto: Product = {
      ...milk,
      images: ['https://api.example.in/images/products/amul-taaza-toned-milk.svg'],
      platformData: {
        '500 ml': [{ ...offer('zepto', 'Milk Z', 27, 28), img: 'https://cdn.zepto.example/milk.jpg' }],
      },
    };
    renderWithProvider(<ProductCard product={withPhoto} />);
    expect(screen.getByRole('img', { name: 'Amul Taaza Toned Milk' })).toHaveAttribute(
      'src',
      'https://cdn.zepto.example/milk.jpg',
    );
  });

  test("changing variant re-selects that variant's first offer", async () => {
    const { events } = renderWithProvider(<ProductCard product={milk} />);
    await user().selectOptions(screen.getByRole('combobox', { name: 'Select variant' }), '1 l');
    await user().click(screen.getByRole('button', { name: /^Add/ }));
    expect(events.at(-1)).toMatchObject({
      type: 'add_to_cart',
      value: 54,
      items: [expect.objectContaining({ merchant: 'blinkit', variant: '1 l' })],
    });
  });

  test('Add: a new line toasts "Added to cart" exactly, then a stepper; another add is silent', async () => {
    const { storage, events } = renderWithProvider(<ProductCard product={milk} />);
    await user().click(screen.getByRole('button', { name: /^Add/ }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    const description = 'Amul Taaza Toned Milk (500 ml) has been added to your cart.';
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(
      formatMessage(messages.addedToCartDescription, { name: 'Amul Taaza Toned Milk', variant: '500 ml' }),
    ).toBe(description);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'add_to_cart', currency: 'INR', value: 27 }),
    );
    const cart = JSON.parse(storage.getItem('cart') ?? '[]');
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ productId: milk.productId, variant: '500 ml', quantity: 1 });

    const toastsBefore = screen.getAllByText('Added to cart').length;
    await user().click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(JSON.parse(storage.getItem('cart') ?? '[]')[0].quantity).toBe(2));
    expect(screen.getAllByText('Added to cart')).toHaveLength(toastsBefore);
    expect(events.filter((e) => e.type === 'add_to_cart')).toHaveLength(2);

    await user().click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await user().click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(JSON.parse(storage.getItem('cart') ?? '[]')).toEqual([]);
    expect(screen.getByRole('button', { name: /^Add/ })).toBeInTheDocument();
  });

  test('the basket line is productId plus the selected variant', async () => {
    const { storage } = renderWithProvider(<ProductCard product={rice} />);
    await user().selectOptions(screen.getByRole('combobox', { name: 'Select variant' }), '5 kg');
    await user().click(screen.getByRole('button', { name: /^Add/ }));
    expect(JSON.parse(storage.getItem('cart') ?? '[]')[0]).toMatchObject({ variant: '5 kg', quantity: 1 });
    expect(
      await screen.findByText('India Gate Basmati Rice Classic (5 kg) has been added to your cart.'),
    ).toBeInTheDocument();
  });
});
