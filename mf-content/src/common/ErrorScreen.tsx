import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, RemotePage, theme } from '@sweepscout/kit';

const Box = styled.div`
  text-align: center;
  padding: ${theme.space(16)} 0;
  h1 {
    margin: 0 0 ${theme.space(3)};
    color: ${theme.colors.text};
  }
  p {
    margin: 0 0 ${theme.space(6)};
    color: ${theme.colors.textMuted};
  }
`;

interface ErrorScreenProps {
  page: string;
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** A detail page that could not be shown: its heading, a line, and the way back to its list. */
export function ErrorScreen({ page, title, text, backTo, backLabel }: ErrorScreenProps) {
  return (
    <RemotePage remote="content" page={page}>
      <Box role="alert">
        <h1>{title}</h1>
        <p>{text}</p>
        <Button as={Link} to={backTo}>
          ← {backLabel}
        </Button>
      </Box>
    </RemotePage>
  );
}
