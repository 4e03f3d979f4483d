// Platform admin: agreements (list, edit in a rich-text editor with versions and forced re-acceptance).
// The editor (tiptap) is part of this lazy chunk only, never of a public route's JavaScript.
export { AgreementsPage as AdminAgreementsPage } from './AgreementsPage';
export { AgreementEditPage as AdminAgreementEditPage } from './AgreementEditPage';
