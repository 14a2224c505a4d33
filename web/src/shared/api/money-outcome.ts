/**
 * Moved to its own segment, shared/money-outcome (import it from its index.ts): this path stays only for the
 * importers written before the move, and goes once they import the segment.
 */
export * from '../money-outcome/index.ts';
