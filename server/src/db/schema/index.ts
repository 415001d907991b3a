// The one place drizzle() and drizzle-kit read the whole schema from.
export * from './enums';
export * from './users';
export * from './products';
export * from './orders';
export * from './subscriptions';
export * from './delivery';
export * from './delivery-photos';
export * from './delivery-zones';
export * from './settings';
export * from './marketing';
export * from './payments';
export * from './discounts';
export * from './tax';
export * from './refunds';
export * from './push';
