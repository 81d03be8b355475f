export * from './analytics';
export * from './firstParty';
