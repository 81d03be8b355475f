export * from './analytics';
export * from './firstParty';
export * from './consent';
