import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, theme } from '@sweepscout/kit';

const Wrap = styled(Container)`
  padding-top: ${theme.space(16)};
  padding-bottom: ${theme.space(16)};
  text-align: center;
`;

export function NotFoundPage() {
  return (
    <Wrap as="main" data-page="not-found">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Wrap>
  );
}
