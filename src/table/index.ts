export * from './specs.ts';
export * from './geometry.ts';
export * from './racks.ts';
export * from './table-body.ts';
