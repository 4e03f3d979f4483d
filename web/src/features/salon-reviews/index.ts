// Salon cabinet: the salon's reviews — confirm, dispute, answer in public, portfolio case (issue #17 item 4).
export { SalonRepliesPage } from './SalonRepliesPage';
