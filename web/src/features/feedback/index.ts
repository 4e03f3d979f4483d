// Chat with the feedback moderator (issue #21): the salon's conversation and the moderators' inbox.
export { SalonFeedbackPage } from './SalonFeedbackPage';
export { AdminFeedbackPage } from './AdminFeedbackPage';
