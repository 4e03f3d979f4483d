/** Every notifications list and page (the dashboard's, the salon's, the master's). */
export const notificationsRoot = ['common', 'notifications'] as const;
