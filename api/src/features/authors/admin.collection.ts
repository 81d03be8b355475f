import { authorInputSchema, type StaffAccountOption } from '@sweepscout/shared';
import type { Request } from 'express';
import { requirePermission } from '../../auth';
import { InvalidReferenceError } from '../../domain/errors';
import { AdminUserModel, type AdminUserRecord } from '../admin/adminUser.model';
import { AuthorModel, toAuthorJson, type AuthorRecord } from './model';
import { GuideModel } from '../guides/model';
import { ReviewModel } from '../reviews/model';
import { UserRoleModel, type UserRoleDoc } from '../admin/userRole.model';
import { recordAudit } from '../audit';
import type { Refusal } from '../admin/bulk';
import { defineCollection } from '../admin/collection';
import { withPublication } from '../admin/editorial';
import { listRulesOf } from '../admin/listRules';

const duplicateSlug = (slug: string) => `An author with the slug "${slug}" already exists`;

/** Admin JSON: the public profile plus the staff account it is linked to. */
const adminAuthorJson = (stored: AuthorRecord) =>
  withPublication(
    {
      ...toAuthorJson(stored),
      staffUserId: stored.staffUserId ? String(stored.staffUserId) : null,
    },
    stored,
  );

/** Delete an author unless reviews or guides still name them (as author or fact-checker). */
async function removeAuthor(req: Request, id: string): Promise<Refusal | null> {
  const author = await AuthorModel.findById(id).lean<AuthorRecord>();
  if (!author) return { status: 404, message: 'Author not found' };
  const uses = { $or: [{ authorId: author._id }, { factCheckerId: author._id }] };
  const [reviews, guides] = await Promise.all([
    ReviewModel.countDocuments(uses),
    GuideModel.countDocuments(uses),
  ]);
  if (reviews + guides > 0) {
    return {
      status: 409,
      message: `Cannot delete ${author.name}: ${reviews} reviews and ${guides} guides still name them. Assign them to someone else first.`,
    };
  }
  await AuthorModel.deleteOne({ _id: author._id });
  await recordAudit(req, 'delete', 'author', id);
  return null;
}

/**
 * The staff accounts a profile may be linked to, by username, with their role: what the author
 * form's picker lists. Only ids, usernames and roles: whoever edits authors may see who the staff
 * are, not manage them.
 */
async function staffAccounts(): Promise<StaffAccountOption[]> {
  const [users, roles] = await Promise.all([
    AdminUserModel.find({}, { username: 1 }).sort({ username: 1 }).lean<AdminUserRecord[]>(),
    UserRoleModel.find({}, { userId: 1, role: 1 }).lean<UserRoleDoc[]>(),
  ]);
  const roleOf = new Map(roles.map((r) => [String(r.userId), r.role]));
  return users.map((user) => ({
    id: String(user._id),
    username: user.username,
    role: roleOf.get(String(user._id)) ?? 'viewer',
  }));
}

/** /api/admin/authors: the author profiles, each linked to a staff account or none. */
export const AUTHORS = defineCollection({
  path: '/authors',
  permission: 'manage_reviews',
  recordType: 'author',
  noun: 'author',
  thing: 'Author',
  model: AuthorModel,
  inputSchema: authorInputSchema,
  rules: listRulesOf('authors', {
    search: ['name', 'slug', 'role'],
    sorts: { name: 'name', role: 'role', updatedAt: 'updatedAt' },
    defaultSort: { name: 1 as const },
  }),
  toJson: (stored: AuthorRecord[]) => stored.map(adminAuthorJson),
  remove: removeAuthor,
  // The staff list is not for every signed-in user (the users screen shows a viewer only their
  // own account): only who may edit authors, and so link them, reads it.
  ownRoutes: (router) => {
    const linksAuthors = requirePermission('manage_reviews', { readsNeedPermission: true });
    router.get('/staff-accounts', linksAuthors, async (_req, res) => {
      res.json(await staffAccounts());
    });
  },
  verify: async (input) => {
    if (input.staffUserId && !(await AdminUserModel.exists({ _id: input.staffUserId }))) {
      throw new InvalidReferenceError('staffUserId', 'No staff account with this id exists');
    }
  },
  duplicate: (input) => duplicateSlug(input.slug),
  fields: (input) => ({
    name: input.name,
    slug: input.slug,
    role: input.role,
    photoUrl: input.photoUrl ?? null,
    credentials: input.credentials ?? null,
    bio: input.bio,
    links: input.links,
    staffUserId: input.staffUserId ?? null,
  }),
});
