// The checkout screen (issue #5): /order.
export { CheckoutPage } from './CheckoutPage';
