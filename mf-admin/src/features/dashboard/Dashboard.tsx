import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, focusRing, StateMessage, theme } from '@sweepscout/kit';
import { useAdminMeQuery, useAdminStatsQuery } from '../../api/adminApi';
import { DataTable } from '../../components/DataTable';
import { AdminLayout } from '../../components/AdminLayout';
import { Figure, Muted, Panel, PanelHeading } from '../../components/styles';
import { LegalChangesCard } from '../states/LegalChangesCard';

const c = theme.colors;

interface CardLink {
  to: string;
  title: string;
  text: string;
}

const GROUPS: { heading: string; cards: CardLink[] }[] = [
  {
    heading: 'Content Management',
    cards: [
      { to: '/admin/casinos', title: 'Casino Brands', text: 'Add, edit and remove casino brands.' },
      {
        to: '/admin/matchups',
        title: 'Head-to-Head',
        text: 'Approve casino pairs and write their verdicts.',
      },
      {
        to: '/admin/rating-method',
        title: 'Rating Method',
        text: 'Set the weights that turn sub-scores into ratings.',
      },
      { to: '/admin/reviews', title: 'Reviews', text: 'Write and publish casino reviews.' },
      { to: '/admin/guides', title: 'Guides', text: 'Manage player guides and articles.' },
      {
        to: '/admin/authors',
        title: 'Authors',
        text: 'Author and fact-checker profiles for bylines.',
      },
      {
        to: '/admin/faqs',
        title: 'FAQs',
        text: 'Edit frequently asked questions and their order.',
      },
    ],
  },
  {
    heading: 'Features & Media',
    cards: [
      { to: '/admin/games', title: 'Casino Games', text: 'Manage the demo games.' },
      {
        to: '/admin/content',
        title: 'Website Content',
        text: 'Edit page content such as the legal pages.',
      },
      {
        to: '/admin/users',
        title: 'User Access',
        text: 'Manage admin users, roles and permissions.',
      },
    ],
  },
  {
    heading: 'Messages & Subscribers',
    cards: [
      {
        to: '/admin/messages',
        title: 'Contact Messages',
        text: 'Read messages sent through the contact form.',
      },
      {
        to: '/admin/subscribers',
        title: 'Newsletter Subscribers',
        text: 'List and export newsletter subscribers.',
      },
    ],
  },
];

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  margin-bottom: ${theme.space(8)};
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(5)};
  background: ${c.surfaceRaised};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  color: ${c.text};
  text-decoration: none;
  transition: border-color 0.15s;
  h3 {
    margin: 0;
    font-size: 1.125rem;
    color: ${c.primary};
  }
  p {
    margin: 0;
    color: ${c.textMuted};
    font-size: 0.9375rem;
  }
  &:hover {
    border-color: ${c.primary};
  }
  ${focusRing}
`;

const Figures = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin-bottom: ${theme.space(5)};
`;

function Stats() {
  const { data, isLoading, isError } = useAdminStatsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <StateMessage role="status">Loading figures...</StateMessage>;
  if (isError || !data) {
    return (
      <StateMessage $tone="error" role="alert">
        Error loading figures. Please try again.
      </StateMessage>
    );
  }
  const withClicks = data.clicks.filter((row) => row.last30Days > 0);
  return (
    <Panel aria-labelledby="figures-heading">
      <PanelHeading id="figures-heading">Figures</PanelHeading>
      <Figures>
        <Figure data-testid="figure-clicks-7">
          <strong>{data.clickTotals.last7Days}</strong>
          <span>Outbound clicks, last 7 days</span>
        </Figure>
        <Figure data-testid="figure-clicks-30">
          <strong>{data.clickTotals.last30Days}</strong>
          <span>Outbound clicks, last 30 days</span>
        </Figure>
        <Figure data-testid="figure-subscribers">
          <strong>{data.subscriberCount}</strong>
          <span>Newsletter subscribers</span>
        </Figure>
        <Figure data-testid="figure-unread">
          <strong>{data.unreadMessages}</strong>
          <span>Unread contact messages</span>
        </Figure>
      </Figures>
      <h3>Outbound clicks per casino</h3>
      {withClicks.length === 0 ? (
        <Muted>No outbound clicks in the last 30 days.</Muted>
      ) : (
        <DataTable
          headers={['Casino', 'Last 7 days', 'Last 30 days']}
          caption="Outbound clicks per casino"
        >
          {withClicks.map((row) => (
            <tr key={row.casinoId}>
              <td>{row.name}</td>
              <td>{row.last7Days}</td>
              <td>{row.last30Days}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}

/** /admin: the cards plus the site's figures. */
const AUDIT_CARD: CardLink = {
  to: '/admin/audit',
  title: 'Audit log',
  text: 'Who changed what, and when (administrators only).',
};

export function Dashboard() {
  const { data } = useAdminStatsQuery();
  const me = useAdminMeQuery();
  // The audit log is for administrators only: others do not see its card.
  const groups =
    me.data?.role === 'admin'
      ? [...GROUPS, { heading: 'Administration', cards: [AUDIT_CARD] }]
      : GROUPS;
  return (
    <AdminLayout title="Admin Dashboard" back={false}>
      <Stats />
      <LegalChangesCard />
      {groups.map((group) => (
        <section key={group.heading} aria-labelledby={`group-${group.heading}`}>
          <PanelHeading id={`group-${group.heading}`}>{group.heading}</PanelHeading>
          <Grid>
            {group.cards.map((card) => (
              <Card key={card.to} to={card.to}>
                <h3>
                  {card.title}{' '}
                  {card.to === '/admin/messages' && data?.unreadMessages ? (
                    <Badge $tone="warning">{data.unreadMessages} unread</Badge>
                  ) : null}
                </h3>
                <p>{card.text}</p>
              </Card>
            ))}
          </Grid>
        </section>
      ))}
    </AdminLayout>
  );
}
