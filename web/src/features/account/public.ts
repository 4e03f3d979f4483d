// Public screens of the account feature, kept apart from the cabinet's forms (zod, react-hook-form)
// so opening an e-mailed link or /login-success loads only what those pages need.
export { LoginSuccessPage } from './LoginSuccessPage';
export { UpdatePhonePage } from './UpdatePhonePage';
