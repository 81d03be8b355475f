import styled from 'styled-components';
import { Badge, bareListCss, theme } from '@sweepscout/kit';
import { enabledFeatures, splitCamelCase, type FeatureFlags } from '@sweepscout/shared';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  ${bareListCss}
  span {
    white-space: nowrap;
  }
`;

/**
 * The first `max` enabled features, flag names split into words (a card shows 2, a table row 1).
 */
export function FeatureBadges({
  features,
  max,
}: {
  features: FeatureFlags | unknown;
  max: number;
}) {
  const names = enabledFeatures(features).slice(0, max);
  if (!names.length) return null;
  return (
    <List aria-label="Features">
      {names.map((name) => (
        <li key={name}>
          <Badge $tone="primary">{splitCamelCase(name)}</Badge>
        </li>
      ))}
    </List>
  );
}
