export * from './primitives';
export * from './StarRating';
