// Platform admin: users (table with search, role filter, bulk delete) and the user's card.
export { UsersPage as AdminUsersPage } from './UsersPage';
export { UserPage as AdminUserPage } from './UserPage';
