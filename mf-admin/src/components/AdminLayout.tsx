import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, focusRing, StateMessage, theme, toast } from '@sweepscout/kit';
import { useAdminSession } from './adminSession';
import { linkText, Main, Page, Toolbar } from './styles';

const c = theme.colors;

const Bar = styled.header`
  background: ${c.surfaceRaised};
  border-bottom: 1px solid ${c.border};
`;

const BarInner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space(3)} ${theme.space(4)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.125rem;
  color: ${c.text};
  text-decoration: none;
  span {
    color: ${c.primary};
  }
  ${focusRing}
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  font-size: 0.9375rem;
`;

export const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${theme.space(3)};
  ${linkText}
`;

/** Ends the session on the server, clears the token and goes to the login screen. */
function LogoutButton() {
  const { logOut, loggingOut } = useAdminSession();
  const navigate = useNavigate();
  const onClick = async () => {
    await logOut();
    toast({ title: 'Logged out', description: 'You have been signed out of the admin area.' });
    navigate('/admin/login', { replace: true });
  };
  return (
    <Button type="button" $variant="secondary" $size="sm" onClick={onClick} disabled={loggingOut}>
      Log out
    </Button>
  );
}

interface AdminLayoutProps {
  title: string;
  /** Manage screens show 'Back to Dashboard'. */
  back?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** Frame of every guarded admin screen: a top bar with the user and Log out, the title, actions. */
export function AdminLayout({ title, back = true, actions, children }: AdminLayoutProps) {
  const { me, changePassword, setUpSecondFactor } = useAdminSession();
  return (
    <Page>
      <Bar>
        <BarInner>
          <Brand to="/admin">
            Sweep<span>Scout</span> Admin
          </Brand>
          <Who>
            {me ? (
              <>
                <span>
                  Signed in as <strong>{me.username}</strong>
                </span>
                <Badge $tone={me.role === 'admin' ? 'primary' : 'neutral'}>{me.role}</Badge>
                {me.secondFactor === false ? (
                  <Button type="button" $variant="ghost" $size="sm" onClick={setUpSecondFactor}>
                    Set up 2FA
                  </Button>
                ) : null}
                <Button type="button" $variant="ghost" $size="sm" onClick={changePassword}>
                  Change password
                </Button>
              </>
            ) : null}
            <LogoutButton />
          </Who>
        </BarInner>
      </Bar>
      <Main>
        {back ? <BackLink to="/admin">&larr; Back to Dashboard</BackLink> : null}
        <Toolbar>
          <h1>{title}</h1>
          {actions}
        </Toolbar>
        {children}
      </Main>
    </Page>
  );
}

interface ListStateProps {
  /** Plural noun: 'casinos' gives 'Loading casinos...'. */
  noun: string;
  /** The list's read (an RTK Query result, or the reads it combines). */
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** A loaded, empty list shows this text instead of the children ('No messages yet.'). */
  empty?: { when: boolean; text: string };
  children: ReactNode;
}

/** 'Loading ...' while loading, 'Error loading ... Please try again.' on failure. */
export function ListState({ noun, query, empty, children }: ListStateProps) {
  const { isLoading, isError, refetch } = query;
  if (isLoading) return <StateMessage role="status">Loading {noun}...</StateMessage>;
  if (isError) {
    return (
      <StateMessage $tone="error" role="alert">
        Error loading {noun}. Please try again.{' '}
        <Button type="button" $variant="secondary" $size="sm" onClick={refetch}>
          Retry
        </Button>
      </StateMessage>
    );
  }
  if (empty?.when) return <StateMessage>{empty.text}</StateMessage>;
  return <>{children}</>;
}
