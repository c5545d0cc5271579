/**
 * Leaves the app for Stripe's hosted Checkout page (a full page load: Checkout cannot be framed).
 * Its own module, so tests can replace the navigation jsdom does not perform.
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
