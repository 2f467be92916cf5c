export * from './minor-units.ts';
export * from './money.ts';
