import type { Permission } from '@sweepscout/shared';
import type { EditorialResource } from '../api/adminApi';
import { collectionHooks } from '../api/collectionHooks';
import type { CrudCollection, Labels } from '../components/useCrud';

/** One editorial collection as its manage screen and its record form both use it. */
export interface EditorialCollection<Resource extends EditorialResource> extends CrudCollection {
  resource: Resource;
  /** What a staff user needs to add, edit or delete its records. */
  permission: Permission;
}

/** Declares a collection once: its path, permission, toast labels and save hooks. */
export function editorialCollection<Resource extends EditorialResource>(
  resource: Resource,
  permission: Permission,
  labels: Labels,
): EditorialCollection<Resource> {
  return { resource, permission, labels, hooks: collectionHooks(resource) };
}
