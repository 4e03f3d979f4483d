import { api, ApiError, unwrap, type ApiErrorBody } from '@/shared/api';

/** Sends a password-change code to the user's phone. */
export function sendPasswordCode() {
  return unwrap(api.POST('/api/common/password/send-code'));
}

/** Sets the new password (answers 204: nothing to unwrap). */
export async function changePassword(body: { code: string; password: string; password_confirmation: string }) {
  const { response, error } = await api.POST('/api/common/password/change', { body });
  if (!response.ok) throw new ApiError(response.status, (error ?? null) as ApiErrorBody | null);
}

/** Step 1 of a phone change: a confirmation link goes to the account's e-mail. */
export function requestPhoneUpdate(phone: string) {
  return unwrap(api.POST('/api/common/request-phone-update', { body: { phone } }));
}

/** Step 2: the e-mailed link's token is valid; an SMS code goes to the new phone. */
export function verifyUpdatePhoneLink(token: string) {
  return unwrap(api.POST('/api/site/verify-update-phone-link', { body: { token } }));
}

/** Step 3: the SMS code completes the change. */
export function checkUpdatePhoneSms(body: { token: string; code: string }) {
  return unwrap(api.POST('/api/common/check-update-phone-sms', { body }));
}

/** Schedules the deletion of a client account. */
export function deleteClientAccount() {
  return unwrap(api.POST('/api/client/delete-account'));
}
