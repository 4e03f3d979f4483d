export { AboutPage } from './AboutPage';
export { ContactPage } from './ContactPage';
export { FaqPage } from './FaqPage';
export { DeletionPolicyPage, PrivacyPage, TermsPage } from './LegalPage';
