export * from './table';
export * from './paths';
export * from './routeObjects';
export * from './alternates';
export * from './candidates';
