export { NewsletterPage } from './NewsletterPage';
