import { userFormSchema } from '@sweepscout/shared';

/** The user form: the shared rules, plus a password required when creating. */
export const formSchema = (creating: boolean) =>
  userFormSchema.superRefine((values, ctx) => {
    if (creating && !values.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
    } else if (values.password && values.password.length < 8) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Password must be at least 8 characters',
      });
    }
  });
