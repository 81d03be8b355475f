// The code every feature's model shares, in its own folder below the features (db/ sits above them: it lists every model).
export * from './article';
export * from './jsonOptions';
export * from './publication';
export * from './trustFields';
export * from './writeHooks';
export * from './writeVersions';
