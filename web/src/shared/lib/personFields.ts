import { z } from 'zod';
import { birthdayError, emailError, fullNameError, type ErrorText } from './personRules';

export { EMAIL_PATTERN, NAME_MAX_LENGTH, type ErrorText } from './personRules';

/** A zod check from a plain rule (`personRules.ts`, `phone.ts`): one rule, two ways to use it. */
export const zodRule = (check: (value: string, e: ErrorText) => string | null, e: ErrorText) => (value: string, ctx: z.RefinementCtx) => {
  const message = check(value, e);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/** The fields every form about a person shares: full name (required), e-mail and birthday (optional). */
export function personFields(e: ErrorText) {
  return {
    full_name: z.string().superRefine(zodRule(fullNameError, e)).transform((v) => v.trim()),
    email: z.string().superRefine(zodRule(emailError, e)).transform((v) => v.trim()),
    birthday: z.string().superRefine(zodRule(birthdayError, e)),
  };
}
