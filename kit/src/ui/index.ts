export * from './primitives';
export * from './StarRating';
export * from './layout';
export * from './listbox';
export * from './clipIcon';
export * from './maskIcon';
