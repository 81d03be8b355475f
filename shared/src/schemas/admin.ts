// zod configured before any schema is built (zodConfig.ts), whichever entry imports this.
import '../zodConfig';
import { z } from 'zod';
import { ADMIN_ROLES, PERMISSIONS } from '../constants/admin';

export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(60),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.output<typeof loginSchema>;

const permissionsField = z
  .array(z.enum(PERMISSIONS, { error: `Permissions must be among: ${PERMISSIONS.join(', ')}` }))
  .min(1, 'Please select at least one permission.')
  .max(PERMISSIONS.length)
  .transform((p) => [...new Set(p)]);

const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(60, 'Username must be at most 60 characters')
  .regex(
    /^[A-Za-z0-9_.-]+$/,
    'Username may contain letters, numbers, dots, dashes and underscores',
  );

const passwordField = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

/** POST /api/admin/users: no confirmPassword on the wire. */
export const userCreateSchema = z.object({
  username: usernameField,
  password: passwordField,
  role: z.enum(ADMIN_ROLES).default('editor'),
  permissions: permissionsField,
});
/** PUT /api/admin/users/{id}: a blank or absent password keeps the current one. */
export const userUpdateSchema = userCreateSchema.extend({
  password: z.preprocess((v) => (v === '' || v == null ? undefined : v), passwordField.optional()),
});
export type UserCreateInput = z.output<typeof userCreateSchema>;
export type UserUpdateInput = z.output<typeof userUpdateSchema>;

/** The client form adds the confirmation, checked before anything is sent. */
export const userFormSchema = z
  .object({
    username: usernameField,
    password: z.string().max(200),
    confirmPassword: z.string().max(200),
    role: z.enum(ADMIN_ROLES),
    permissions: z.array(z.enum(PERMISSIONS)).min(1, 'Please select at least one permission.'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

export const userRoleInputSchema = z.object({
  role: z.enum(ADMIN_ROLES, { error: `Role must be one of: ${ADMIN_ROLES.join(', ')}` }),
  permissions: permissionsField,
});
export type UserRoleInput = z.output<typeof userRoleInputSchema>;

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
