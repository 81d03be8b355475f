// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  PERMISSIONS,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
} from '../constants/admin';
import { oneOf, requiredText, trimmedText } from './common';

export const loginSchema = z.object({
  username: trimmedText('Username is required', 1, 60),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  /** The second factor's code (or a recovery code) in the same request; else a second step. */
  code: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(40, 'The code is too long').optional(),
  ),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/admin/login/second-factor and the enrolment's confirmation: one code. */
export const secondFactorCodeSchema = z.object({
  code: trimmedText('Enter the code from your authenticator app', 1, 40, 'The code is too long'),
});
export type SecondFactorCodeInput = z.output<typeof secondFactorCodeSchema>;

const permissionsField = z
  .array(z.enum(PERMISSIONS, { error: `Permissions must be among: ${PERMISSIONS.join(', ')}` }))
  .min(1, 'Please select at least one permission.')
  .max(PERMISSIONS.length)
  .transform((p) => [...new Set(p)]);

const usernameField = requiredText('Username', 60).regex(
  /^[A-Za-z0-9_.-]+$/,
  'Username may contain letters, numbers, dots, dashes and underscores',
);

// The length here; the dictionary and strength rule in `@sweepscout/shared/password`
// (refineStaffPassword), which the server and the admin form add to these schemas.
const passwordField = z
  .string()
  .min(
    STAFF_PASSWORD_MIN_LENGTH,
    `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  )
  .max(
    STAFF_PASSWORD_MAX_LENGTH,
    `Password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters`,
  );

const blankAsAbsent = (v: unknown) => (v === '' || v == null ? undefined : v);

/** POST /api/admin/users: no confirmPassword on the wire. */
export const userCreateSchema = z.object({
  username: usernameField,
  password: passwordField,
  role: z.enum(ADMIN_ROLES).default('editor'),
  permissions: permissionsField,
});
/**
 * PUT /api/admin/users/{id}: a blank or absent password keeps the current one. Changing one's own
 * password needs the current one.
 */
export const userUpdateSchema = userCreateSchema.extend({
  password: z.preprocess(blankAsAbsent, passwordField.optional()),
  currentPassword: z.preprocess(
    blankAsAbsent,
    z.string().max(STAFF_PASSWORD_MAX_LENGTH).optional(),
  ),
});
export type UserCreateInput = z.output<typeof userCreateSchema>;
export type UserUpdateInput = z.output<typeof userUpdateSchema>;

/** The client form adds the confirmation, checked before anything is sent. */
export const userFormSchema = z
  .object({
    username: usernameField,
    password: z.string().max(200),
    confirmPassword: z.string().max(200),
    currentPassword: z.string().max(200).optional(),
    role: z.enum(ADMIN_ROLES),
    permissions: z.array(z.enum(PERMISSIONS)).min(1, 'Please select at least one permission.'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

export const userRoleInputSchema = z.object({
  role: oneOf(ADMIN_ROLES, 'Role'),
  permissions: permissionsField,
});
export type UserRoleInput = z.output<typeof userRoleInputSchema>;

/**
 * POST /api/admin/reauth: the signed-in user confirms who they are before a sensitive change
 * (another user's password or role); the one-time code when their account has a second factor.
 */
export const reauthSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type ReauthInput = z.output<typeof reauthSchema>;

/** PUT /api/admin/me/password: any signed-in user changes their own password. */
export const ownPasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(STAFF_PASSWORD_MAX_LENGTH),
  password: passwordField,
});
export type OwnPasswordInput = z.output<typeof ownPasswordSchema>;

/** The change-password form adds the confirmation, checked before anything is sent. */
export const ownPasswordFormSchema = ownPasswordSchema
  .extend({ confirmPassword: z.string().max(STAFF_PASSWORD_MAX_LENGTH) })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

export const userIdParamsSchema = z.object({
  userId: z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id'),
});

/** PATCH /api/admin/messages/{id}: mark a contact message read or unread. */
export const contactMessageUpdateSchema = z.object({
  read: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'read must be true or false' }),
  ),
});
export type ContactMessageUpdate = z.output<typeof contactMessageUpdateSchema>;

/** Largest uploaded image (decoded bytes). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Image types staff may upload; SVG is refused (it can carry scripts). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** POST /api/admin/uploads: one image as a data URL (read from a file input by the browser). */
export const imageUploadSchema = z.object({
  dataUrl: z
    .string({ error: 'dataUrl is required' })
    .max(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 100, 'Image is too large (at most 5 MB)')
    .regex(/^data:[a-z0-9.+/-]+;base64,/i, 'dataUrl must be a base64 data URL'),
});
export type ImageUploadInput = z.output<typeof imageUploadSchema>;
