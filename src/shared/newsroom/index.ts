export * from './roles';
export * from './hours';
export * from './images';
export * from './articles';
export * from './content';
export * from './users';
export * from './audit';
export * from './dashboard';
