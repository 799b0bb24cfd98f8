const counts = new Intl.NumberFormat('en-US');

/** A count as people read it: 13,611. */
export const count = (value: number) => counts.format(value);
