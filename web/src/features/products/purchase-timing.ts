/** Adding to the cart shows a loading flag this long (customer spec §4, §9). */
export const ADDING_TO_CART_MS = 300;
/** The detail page's 'Added to Cart' / 'Added!' labels revert after this long (customer spec §9). */
export const CONFIRMATION_MS = 3000;
/** A product row's add button shows its confirmation this long (customer spec §4, §9). */
export const ROW_CONFIRMATION_MS = 2000;
