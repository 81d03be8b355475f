import { PUBLIC_COLLECTIONS } from '../readModel/changeSignal';
import { readModel } from '../readModel/readModel';
import { purgeScheduledPublications } from './purgeOnWrite';
import { isKeyedCollection } from './surrogateKeys';

/**
 * Purges scheduled records as they go live, from this process's read model (its next
 * publication time, and its snapshot of the stored records). Returns a stop function.
 */
export function startPublicationPurges(): () => void {
  return purgeScheduledPublications({
    nextPublishAt: async () => (await readModel.current()).view.nextPublishAt,
    storedRecords: (collection) => readModel.storedRecords(collection),
    collections: PUBLIC_COLLECTIONS.filter(isKeyedCollection),
  });
}
