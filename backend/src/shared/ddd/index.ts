export * from './domain-error';
export * from './clean-text';
export * from './keyset-page';
