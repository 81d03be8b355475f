import { STAFF_PASSWORD_MIN_LENGTH, userFormSchema } from '@sweepscout/shared';

/** The staff password rule, loaded when a form first checks a password (its dictionary is large). */
const loadPasswordRule = () => import('@sweepscout/shared/password');

/**
 * The user form: the shared rules, plus a password required when creating, and the staff
 * password rule (length, common passwords, strength) with its reason beside the field. Async:
 * parse with safeParseAsync (react-hook-form's zodResolver does).
 */
export const formSchema = (creating: boolean) =>
  userFormSchema.superRefine(async (values, ctx) => {
    if (creating && !values.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
    } else if (values.password) {
      const { refineStaffPassword } = await loadPasswordRule();
      refineStaffPassword(values, ctx);
    }
  });

export const PASSWORD_HINT = `At least ${STAFF_PASSWORD_MIN_LENGTH} characters; not a common or easily guessed password.`;
