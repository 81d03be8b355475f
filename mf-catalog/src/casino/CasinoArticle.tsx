import type { Casino } from '@sweepscout/shared';
import { CasinoDetails } from './CasinoPage';

/**
 * The casino page's content from a record: the public page renders it with the saved casino, the
 * admin's live preview with the unsaved one (exposed as catalog/CasinoArticle).
 */
export default function CasinoArticle({ casino }: { casino: Casino }) {
  return (
    <div data-remote="catalog" data-page="casino">
      <CasinoDetails casino={casino} />
    </div>
  );
}
