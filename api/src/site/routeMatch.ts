// The site's routes come from the one route table of the contract (@sweepscout/shared).
export { isKnownRoute } from '@sweepscout/shared';
