import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RemotePage, theme } from '@sweepscout/kit';
import { ROUTE_PATHS } from '@sweepscout/shared';
import { useGetFaqsQuery } from '../api/contentApi';
import { FaqList } from './Faq';
import { primaryLinks } from '../common/layout';

export { loader } from './Faq';

const c = theme.colors;

const MoreHelp = styled.p`
  max-width: 860px;
  margin: ${theme.space(8)} auto 0;
  text-align: center;
  color: ${c.textMuted};
  ${primaryLinks}
`;

/**
 * /faq: every question and answer on a page of its own (a link to share, a search result), the
 * same accordion as the home page's section: native disclosures that open before the page's
 * script runs and without it.
 */
export default function FaqPage() {
  const { data, isError } = useGetFaqsQuery();
  return (
    <RemotePage
      remote="content"
      page="faq"
      title="Frequently Asked Questions"
      subtitle="Straight answers about sweepstakes casinos: Gold Coins and Sweep Coins, redeeming prizes, verification and bonuses."
      inSection
    >
      <FaqList questionLevel={2} />
      {/* After the answers only: drawn under the loading state it would be pushed down. */}
      {(isError || data) && (
        <MoreHelp>
          Another question? Read our <Link to={ROUTE_PATHS.guides}>guides</Link> or{' '}
          <Link to={ROUTE_PATHS.contact}>contact us</Link>.
        </MoreHelp>
      )}
    </RemotePage>
  );
}
