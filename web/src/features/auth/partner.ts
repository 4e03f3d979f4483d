// Lazily loaded pages of the auth feature for businesses (kept out of the eager auth entry).
export { PartnerLoginPage } from './PartnerLoginPage';
